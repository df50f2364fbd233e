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
        guard let program = command.first,
            let opener = try? ChildProcess(
                program, Array(command.dropFirst()) + [url], environment: environment, ownProcessGroup: true)
        else { return false }
        DispatchQueue.global(qos: .utility).async { _ = try? opener.wait() }
        return true
    }
}
