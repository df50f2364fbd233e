internal import Dispatch
internal import ProcessSpawning

/// Opens an allow-listed link with the system's opener, without waiting for it.
///
/// The opener is started through `ChildProcess` (`posix_spawn`), not Foundation's `Process`: on Linux,
/// `Process` reaps its child only once a socket the child inherits is closed, and a browser that
/// `xdg-open` starts keeps that socket, so the opener would stay a zombie until the browser quits. Here a
/// background thread reaps the opener as soon as it exits. The opener leads a process group of its own,
/// as `Process` would also give it on Linux and macOS, so the app's Ctrl-Z (`SIGTSTP` to its whole group)
/// and the signals the terminal sends its foreground group (interrupt, hang-up) do not reach the opener
/// or the browser it starts. Its standard input, output and error are `/dev/null`: nothing it prints
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

    /// Starts the opener for `url`; false when it cannot start (no command, or no such program).
    package func open(_ url: String) -> Bool {
        guard let opener = start(url) else { return false }
        DispatchQueue.global(qos: .utility).async { _ = try? opener.wait() }
        return true
    }

    /// What became of an opener started by ``open(_:waiting:)``.
    package enum Outcome: Sendable, Equatable {
        /// It could not start (no command, or no such program).
        case notStarted
        /// It ended with this status (0 when it succeeded; 128 + N when signal N ended it).
        case exited(status: Int32)
        /// It was still running at the end of the wait (as a browser started directly is), and is left
        /// running.
        case running
    }

    /// Starts the opener for `url` and waits at most `seconds` for it to end, as `otf open` does so that
    /// an opener that fails (`xdg-open` finds no browser) is reported with its status.
    package func open(_ url: String, waiting seconds: Double) -> Outcome {
        guard let opener = start(url) else { return .notStarted }
        guard let exit = try? opener.exit(within: seconds) else {
            DispatchQueue.global(qos: .utility).async { _ = try? opener.wait() }
            return .running
        }
        return .exited(status: exit.status)
    }

    /// The opener started for `url` in a process group of its own, or nil when it cannot start.
    private func start(_ url: String) -> ChildProcess? {
        guard let program = command.first else { return nil }
        return try? ChildProcess(
            program, Array(command.dropFirst()) + [url], environment: environment, ownProcessGroup: true)
    }
}
