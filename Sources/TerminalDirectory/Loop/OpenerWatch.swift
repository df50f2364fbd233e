/// The openers the terminal app started and watches without blocking, so that one that fails is
/// reported on the status line, as `otf open` reports it.
///
/// Each is looked at whenever the app wakes, and at least every ``pollInterval`` while any is watched,
/// for ``SystemOpener/watchSeconds``; one still running then counts as opened and is left to run.
package struct OpenerWatch {
    /// How often the app wakes to look at the openers it watches.
    package static let pollInterval = Duration.milliseconds(50)

    /// One watched opener.
    private struct Watched {
        let opener: RunningOpener
        let url: String
        let until: ContinuousClock.Instant
    }

    /// How long each opener is watched.
    private let watchTime: Duration
    /// The openers watched, oldest first.
    private var watched: [Watched] = []

    /// A watch that looks at each opener for `watchTime`.
    package init(watchTime: Duration = .seconds(SystemOpener.watchSeconds)) {
        self.watchTime = watchTime
    }

    /// True when no opener is watched: the app need not wake for them.
    package var isEmpty: Bool { watched.isEmpty }

    /// Watches `opener`, started for `url`, from `now`.
    package mutating func watch(_ opener: RunningOpener, url: String, now: ContinuousClock.Instant = .now) {
        watched.append(Watched(opener: opener, url: url, until: now + watchTime))
    }

    /// Stops watching every opener, leaving each running to be reaped in the background: for the app's
    /// way out.
    package mutating func releaseAll() {
        for entry in watched { entry.opener.release() }
        watched.removeAll()
    }

    /// Looks at every watched opener once: the status line for the last that failed, or nil.
    ///
    /// Openers that ended, and those watched past their time (left running), are watched no more.
    package mutating func poll(now: ContinuousClock.Instant = .now) -> String? {
        var status: String?
        watched.removeAll { entry in
            switch entry.opener.outcome(waiting: 0) {
            case nil:
                guard now >= entry.until else { return false }
                entry.opener.release()
            case .exited(let code) where code != 0:
                status = OpenerChoice.notOpenedStatus(
                    url: entry.url,
                    reason: SystemOpener.Outcome.failure(program: entry.opener.programName, status: code)
                )
            case .unwatched(let reason):
                status = OpenerChoice.unknownOutcomeStatus(url: entry.url, reason: reason)
            case .exited, .running, .notStarted:
                break
            }
            return true
        }
        return status
    }
}
