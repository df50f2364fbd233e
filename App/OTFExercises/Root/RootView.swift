import ExerciseDirectory
import SwiftUI

/// Loads the catalog, then shows the directory; while loading a progress indicator, after a failure why.
///
/// Screenshot launch arguments (Debug builds only) are applied once the catalog is in, even after "Try Again".
@MainActor
struct RootView: View {
    let model: DirectoryModel

    var body: some View {
        content
            .task {
                model.request(
                    LaunchOptions(
                        arguments: ProcessInfo.processInfo.arguments, isDebugBuild: BuildConfiguration.isDebug
                    ))
                await model.load()
            }
    }

    @ViewBuilder
    private var content: some View {
        switch model.loadState {
        case .loading:
            ProgressView("Loading exercises…")
                .accessibilityIdentifier(AccessibilityID.loadingIndicator)
        case .failed(let message):
            LoadFailedView(message: message) {
                Task { await model.retry() }
            }
        case .loaded:
            DirectoryStack(model: model)
        }
    }
}
