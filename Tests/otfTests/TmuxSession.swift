import Foundation
import ProcessSpawning

/// A detached tmux session running a shell, driven like a person at a terminal.
struct TmuxSession {
    /// Why a tmux step failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The tmux program, or nil when tmux is not installed.
    static let program: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    let name = "otf-e2e-\(UUID().uuidString.prefix(8))"
    let tmux: String

    /// Starts `sh` in an 80×24 pane with `environment` added.
    init(columns: Int = 80, rows: Int = 24, environment: [String: String]) throws {
        guard let tmux = Self.program else { throw Failure(description: "tmux is not installed") }
        self.tmux = tmux
        var arguments = ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(key)=\(value)"]
        }
        try run(arguments + ["sh"])
    }

    /// Runs one tmux command and returns its output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let outcome = try ChildProcess.run(tmux, arguments, environment: ProcessInfo.processInfo.environment)
        let text = String(decoding: outcome.output + outcome.error, as: UTF8.self)
        guard outcome.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    /// Types `keys` (tmux key names such as "Enter", "Tab", "Escape", "Down", or literal text with `literal`).
    func send(_ keys: String..., literal: Bool = false) throws {
        try run(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// Pastes `text` as a terminal pastes it: bracketed with "ESC [ 200 ~" and "ESC [ 201 ~" when the
    /// program asked for bracketed paste, each line break sent as CR.
    func paste(_ text: String) throws {
        let buffer = "\(name)-paste"
        try run(["set-buffer", "-b", buffer, text])
        try run(["paste-buffer", "-p", "-d", "-b", buffer, "-t", name])
    }

    /// The visible screen, one string per row.
    func screen() throws -> [String] {
        try run(["capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// Waits up to `seconds` until some screen row contains `text`; returns the screen.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 15) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if last.contains(where: { $0.contains(text) }) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Failure(
            description: "\"\(text)\" did not appear; the screen was:\n" + last.joined(separator: "\n"))
    }

    /// Ends the session.
    func kill() {
        _ = try? run(["kill-session", "-t", name])
    }
}
