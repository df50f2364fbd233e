// Stand-in for UIKit (iOS 17.5 SDK): the system colours the app passes to SwiftUI's `Color(uiColor:)`.
@_exported import CoreGraphics

/// Stand-in for `UIColor`.
@available(iOS 2.0, *)
open class UIColor: @unchecked Sendable {
    private init() { standIn() }

    /// The background of a grouped table.
    @available(iOS 13.0, *)
    open class var systemGroupedBackground: UIColor { standIn() }
    /// Content layered on a grouped background.
    @available(iOS 13.0, *)
    open class var secondarySystemGroupedBackground: UIColor { standIn() }
    /// The main background.
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { standIn() }
    /// A fill for large shapes, such as input fields.
    @available(iOS 13.0, *)
    open class var tertiarySystemFill: UIColor { standIn() }
}
