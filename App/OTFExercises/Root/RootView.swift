import ExerciseDirectory
import SwiftUI

/// Loads the catalog, then shows the directory; while loading a progress indicator, after a failure why.
@MainActor
struct RootView: View {
    let model: DirectoryModel

    var body: some View {
        content
            .task {
                await model.load()
                model.apply(LaunchOptions(arguments: ProcessInfo.processInfo.arguments))
            }
    }

    @ViewBuilder
    private var content: some View {
        switch model.loadState {
        case .loading:
            ProgressView("Loading exercises…")
                .accessibilityIdentifier("loadingIndicator")
        case .failed(let message):
            LoadFailedView(message: message) {
                Task { await model.retry() }
            }
        case .loaded:
            DirectoryStack(model: model)
        }
    }
}
