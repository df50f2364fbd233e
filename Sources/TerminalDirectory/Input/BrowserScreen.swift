package import ExerciseDirectory

/// Which screen the terminal app shows, decided from the model and the browser state.
package enum BrowserScreen: Sendable, Equatable {
    case loading
    case failed(message: String)
    case directory
    case filters
    case detail(id: String)
    case workout
    case about
    case help

    /// The screen on top for `model` and `state`.
    @MainActor
    package static func current(model: DirectoryModel, state: BrowserState) -> BrowserScreen {
        if state.showsHelp { return .help }
        switch model.loadState {
        case .loading: return .loading
        case .failed(let message):
            // A terminal user can act on the error itself (a path, a parser's words): it follows the message.
            return .failed(message: model.loadFailureDetails.map { message + " " + $0 } ?? message)
        case .loaded: break
        }
        switch model.sheet {
        case .filters: return .filters
        case .about: return .about
        case nil: break
        }
        switch model.path.last {
        case .detail(let id): return .detail(id: id)
        case .workout: return .workout
        case nil: return .directory
        }
    }
}
