internal import ExerciseCatalog
internal import ProcessSpawning

/// Opens an allow-listed link with the system's opener, and tells whether the opener failed.
///
/// The opener is started through `ChildProcess` (`posix_spawn`), not Foundation's `Process`: on Linux,
/// `Process` reaps its child only once a socket the child inherits is closed, and a browser that
/// `xdg-open` starts keeps that socket, so the opener would stay a zombie until the browser quits. Here
/// the opener is reaped as soon as it exits: by whoever watches it (``RunningOpener``), then by a
/// background thread. The opener leads a process group of its own, as `Process` would also give it on
/// Linux and macOS, so the app's Ctrl-Z (`SIGTSTP` to its whole group) and the signals the terminal
/// sends its foreground group (interrupt, hang-up) do not reach the opener or the browser it starts. Its standard input, output and error are `/dev/null`: nothing it prints
/// reaches the app's screen.
package struct SystemOpener: Sendable, Equatable {
    /// The program and its leading arguments; the link is appended.
    package var command: [String]
    /// The opener's whole environment.
    package var environment: [String: String]

    /// An opener that runs `command` with the link appended, with exactly `environment`; which command
    /// this system uses is ``OpenerChoice``'s decision.
    package init(command: [String], environment: [String: String]) {
        self.command = command
        self.environment = environment
    }

    /// How long an opener is watched, in seconds: `xdg-open` and `open` hand the link on and end at
    /// once; an opener still running then (a browser started directly) counts as opened.
    package static let watchSeconds = 5.0

    /// The opener's program as messages name it: the last part of its path, escaped and cut like any
    /// echoed value ("xdg-open").
    package var programName: String {
        EchoedText.quoted(command.first?.split(separator: "/").last.map(String.init) ?? "the opener")
    }

    /// What became of an opener started by ``open(_:waiting:)`` or watched as a ``RunningOpener``.
    package enum Outcome: Sendable, Equatable {
        /// It could not start (no command, or no such program).
        case notStarted
        /// It ended with this status (0 when it succeeded; 128 + N when signal N ended it).
        case exited(status: Int32)
        /// It was still running at the end of the wait (as a browser started directly is), and is left
        /// running.
        case running
        /// It started, but waiting for it failed (`reason`: for example when this process was started
        /// with SIGCHLD ignored, so the system reaps its children itself): whether it opened the link is
        /// unknown.
        case unwatched(reason: String)

        /// The reason of an opener `program` that ended with a `status` other than 0, for messages:
        /// "xdg-open failed (exit status 3)".
        package static func failure(program: String, status: Int32) -> String {
            "\(program) failed (exit status \(status))"
        }
    }

    /// Starts the opener for `url` and waits at most `seconds` for it to end, as `otf open` does so that
    /// an opener that fails (`xdg-open` finds no browser) is reported with its status.
    package func open(_ url: String, waiting seconds: Double) -> Outcome {
        guard let opener = launch(url) else { return .notStarted }
        if let outcome = opener.outcome(waiting: seconds) {
            return outcome
        }
        opener.release()
        return .running
    }

    /// Starts the opener for `url` without waiting for it, or returns nil when it cannot start.
    package func launch(_ url: String) -> RunningOpener? {
        start(url).map { RunningOpener(process: $0, programName: programName) }
    }

    /// The opener started for `url` in a process group of its own, or nil when it cannot start.
    private func start(_ url: String) -> ChildProcess? {
        guard let program = command.first else { return nil }
        return try? ChildProcess(
            program, Array(command.dropFirst()) + [url], environment: environment, ownProcessGroup: true)
    }
}
