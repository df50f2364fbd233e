import ExerciseDirectory
import SwiftUI
import os

/// Loads the catalog, then shows the directory; while loading a progress indicator, after a failure a
/// plain message (the error itself goes to the log).
///
/// Screenshot launch arguments (Debug builds only) are applied once the catalog is in, even after "Try Again".
@MainActor
struct RootView: View {
    let model: DirectoryModel

    var body: some View {
        // The task sits on a container that stays whatever the load state, and the model loads once
        // however often SwiftUI runs it.
        ZStack {
            content
        }
        .task {
            await model.loadOnce(
                requesting: LaunchOptions(
                    arguments: ProcessInfo.processInfo.arguments, isDebugBuild: BuildConfiguration.isDebug))
        }
        .onChange(of: model.loadState) { _, state in
            guard case .failed = state, let details = model.loadFailureDetails else { return }
            Logger(subsystem: Bundle.main.bundleIdentifier ?? "OTFExercises", category: "catalog")
                .error("The bundled catalog could not be loaded: \(details, privacy: .public)")
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
