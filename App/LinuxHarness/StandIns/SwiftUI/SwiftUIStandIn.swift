// Stand-in for SwiftUI (iOS 17.5 SDK): only the declarations the app uses, each with the SDK's shape and
// availability, for type-checking the app on Linux. Bodies trap; nothing here draws anything. SwiftUI
// re-exports Foundation (through CoreTransferable) and CoreGraphics; it imports UIKit without re-exporting.
@_exported import CoreGraphics
@_exported import Foundation
import Observation
import UIKit

/// What every stand-in body does: these modules exist to type-check the app, never to run it.
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUI stand-in: \(function) is not implemented on Linux")
}
