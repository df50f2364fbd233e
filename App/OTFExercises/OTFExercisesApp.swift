import ExerciseCatalog
import ExerciseDirectory
import SwiftUI

/// The OTF Exercises iPhone app: one window with the directory of the bundled catalog, or the sample.
@main
@MainActor
struct OTFExercisesApp: App {
    /// The directory of the catalog in the app bundle, or of the sample when none was bundled.
    @State private var model = DirectoryModel(execution: .background) {
        try CatalogLocation.bundled(inResources: Bundle.main.resourcePath).load()
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
                .onOpenURL { url in
                    model.open(deepLink: url.absoluteString)
                }
        }
    }
}
