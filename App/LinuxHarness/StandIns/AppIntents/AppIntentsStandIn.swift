// Stand-in for AppIntents (iOS 17.5 SDK): what the app's exercise entity, its query, the Open Exercise
// intent and the App Shortcuts declare, with the SDK's names and the shapes that matter for conformance
// (protocols, `@Parameter`, phrase interpolation); associated types the app never names are left out.
// Declarations only; bodies trap.
import Foundation

/// What every stand-in body does: these modules exist to type-check the app, never to run it.
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("AppIntents stand-in: \(function) is not implemented on Linux")
}
