import ExerciseDirectory
import SwiftUI

/// The OTF Exercises iPhone app: one window with the directory of the bundled catalog, or the sample.
@main
struct OTFExercisesApp: App {
    @State private var model = DirectoryModel(
        execution: .background, loader: CatalogSource.locate(inResources: Bundle.main.resourcePath).loader)

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
                .onOpenURL { url in
                    model.open(deepLink: url.absoluteString)
                }
        }
    }
}
