import CoreSpotlight
import ExerciseDirectory
import SwiftUI

/// The OTF Exercises iPhone app: one window with the directory of the bundled catalog, or the sample.
@main
@MainActor
struct OTFExercisesApp: App {
    /// The one directory, which Siri and Shortcuts reach too (``AppDirectory``).
    private let model = AppDirectory.model

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
                .onOpenURL { url in
                    model.open(deepLink: url.absoluteString)
                }
                .onContinueUserActivity(CSSearchableItemActionType) { activity in
                    // A tapped system-search result: its unique identifier is the exercise's id.
                    if let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String {
                        model.openLink(forExercise: id)
                    }
                }
        }
    }
}
