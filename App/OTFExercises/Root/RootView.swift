import ExerciseDirectory
import SwiftUI
import os

/// Loads the catalog, then shows the directory; while loading a progress indicator, after a failure a
/// plain message (the error itself goes to the log).
///
/// The query, filters and open exercise are kept in the scene's storage and restored at the next launch
/// after iOS ended the app in the background. Once the catalog is in, system search is brought up to
/// date and Siri learns the exercises' names. Screenshot launch arguments (Debug builds only) are
/// applied once the catalog is in, even after "Try Again".
@MainActor
struct RootView: View {
    let model: DirectoryModel
    /// The directory's ``DirectoryState`` as JSON, kept per scene by iOS.
    @SceneStorage("directoryState") private var keptState: Data?

    var body: some View {
        // The task sits on a container that stays whatever the load state, and the model loads once
        // however often SwiftUI runs it.
        ZStack {
            content
        }
        .task {
            let options = LaunchOptions(
                arguments: ProcessInfo.processInfo.arguments, isDebugBuild: BuildConfiguration.isDebug)
            await model.loadOnce(
                requesting: options, restoring: options.restoredState ?? DirectoryState(encoded: keptState))
        }
        .onChange(of: model.restorableState) { _, state in
            keptState = state.encoded()
        }
        .onChange(of: model.loadState) { _, state in
            switch state {
            case .loaded:
                guard let catalog = model.catalog else { return }
                OTFShortcuts.updateAppShortcutParameters()
                Task { await SpotlightIndexer.update(for: catalog) }
            case .failed:
                guard let details = model.loadFailureDetails else { return }
                Logger(subsystem: Bundle.main.bundleIdentifier ?? "OTFExercises", category: "catalog")
                    .error("The bundled catalog could not be loaded: \(details, privacy: .public)")
            case .loading:
                break
            }
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
