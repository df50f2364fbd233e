/// Which of the requests that bring a directory up apply, and when: the state kept from the last run,
/// launch options, and exercises opened explicitly (a deep link, Siri, Shortcuts, a tapped
/// system-search result).
///
/// An explicit open wins over a kept state: a state is restored only while nothing has been opened
/// explicitly, and only the first one; a state restored while the catalog loads is withdrawn when a link
/// arrives before loading ends, so whichever of the two SwiftUI delivers first at a cold launch, the
/// link's exercise shows and nothing of the kept state. What arrives while the catalog loads (the
/// restored state's exercise, launch options, the newest link) waits and is handed over once, when
/// loading ends (``takeWaiting()``).
struct LaunchRequests: Sendable, Equatable {
    /// What waits for the catalog, in the order it applies: the restored state's exercise, then the
    /// options in the order they came, then the link (so its exercise is the one on top).
    struct Waiting: Sendable, Equatable {
        /// The state restored while the catalog loads; its query and filters were applied at once.
        var state: DirectoryState?
        /// Launch options, oldest first.
        var options: [LaunchOptions] = []
        /// The newest link opened explicitly.
        var link: String?
    }

    /// What waits for the catalog.
    private(set) var waiting = Waiting()
    private var hasOpenedExplicitly = false
    private var hasRestored = false

    /// Whether `state` is to be restored: only the first state, while nothing was opened explicitly.
    ///
    /// When `isLoading`, an accepted state also waits, for its exercise.
    mutating func restores(_ state: DirectoryState, isLoading: Bool) -> Bool {
        guard !hasRestored, !hasOpenedExplicitly else { return false }
        hasRestored = true
        if isLoading { waiting.state = state }
        return true
    }

    /// Notes that `link` was opened explicitly, and returns the restored state it withdraws, if any.
    ///
    /// When `isLoading`, the link waits (the newest wins) and the state restored meanwhile is withdrawn,
    /// so that its query and filters can be taken back.
    mutating func opens(_ link: String, isLoading: Bool) -> DirectoryState? {
        hasOpenedExplicitly = true
        guard isLoading else { return nil }
        waiting.link = link
        defer { waiting.state = nil }
        return waiting.state
    }

    /// Keeps `options` until the catalog is ready.
    mutating func keep(_ options: LaunchOptions) {
        waiting.options.append(options)
    }

    /// What waited for the catalog, once: afterwards nothing waits.
    mutating func takeWaiting() -> Waiting {
        defer { waiting = Waiting() }
        return waiting
    }
}
