import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite(.serialized) struct BrowseEndToEndTests {
    @Test(.enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"))
    func searchFilterOpenGoBackAndQuitRestoresTheTerminal() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let after = scratch.appendingPathComponent("stty-after").path
        let session = try TmuxSession(environment: [
            "HOME": scratch.path, "XDG_DATA_HOME": scratch.path, "TERM": "xterm-256color", "PS1": "$ ",
        ])
        defer { session.kill() }

        // The shell prints FINISHED only after stty has run; the typed line itself reads FINI""SHED.
        try session.send("\(OTFBinary.url.path) browse; stty -a > \(after); echo FINI\"\"SHED", literal: true)
        try session.send("Enter")
        try session.waitFor("Showing 21 of 21 exercises")
        #expect(try session.screen().first?.contains("SAMPLE CATALOG") == true)

        try session.send("hammer", literal: true)
        let searched = try session.waitFor("Showing 1 of 21 exercises")
        #expect(searched.contains { $0.contains("▸ Hammer Curl") })

        try session.send("Tab")
        try session.waitFor(" Filters")
        try session.send("Space")
        try session.send("Escape")
        let filtered = try session.waitFor("Filters: [")
        #expect(filtered.contains { $0.contains("Ctrl-X clears all") })

        try session.send("C-x")
        try session.waitFor("No filters")
        try session.send("Enter")
        try session.waitFor("← Hammer Curl")
        try session.send("Escape")
        try session.waitFor("Search: hammer")

        try session.send("Down")
        try session.send("q", literal: true)
        try session.waitFor("FINISHED")
        let settings = try String(contentsOfFile: after, encoding: .utf8)
        let words = settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        #expect(words.contains("echo"))
        #expect(words.contains("icanon"))
        #expect(!words.contains("-echo"))
        #expect(!words.contains("-icanon"))
    }

    @Test(
        .enabled(
            if: TmuxSession.program != nil && FileManager.default.fileExists(atPath: "/proc/self/task"),
            "needs tmux (.ci/run installs it) and /proc to find the app's process"),
        arguments: ["TERM", "HUP"])
    func aSignalRestoresTheTerminal(signal: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let after = scratch.appendingPathComponent("stty-after").path
        let session = try TmuxSession(environment: [
            "HOME": scratch.path, "XDG_DATA_HOME": scratch.path, "TERM": "xterm-256color", "PS1": "$ ",
        ])
        defer { session.kill() }
        try session.send(
            "\(OTFBinary.url.path) browse; stty -a > \(after); echo FINI\"\"SHED", literal: true)
        try session.send("Enter")
        try session.waitFor("Showing 21 of 21 exercises")
        let shell = try session.run(["display-message", "-p", "-t", session.name, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let browser = try #require(Self.childProcess(of: shell))
        #expect(kill(browser, signal == "TERM" ? SIGTERM : SIGHUP) == 0)
        try session.waitFor("FINISHED")
        let words = try String(contentsOfFile: after, encoding: .utf8)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        #expect(words.contains("echo") && words.contains("icanon"))
        #expect(!words.contains("-echo") && !words.contains("-icanon"))
        #expect(try session.screen().contains { $0.contains("FINISHED") })
    }

    /// The first child process of process `parent`, read from /proc.
    private static func childProcess(of parent: String) -> pid_t? {
        let tasks = "/proc/\(parent)/task/\(parent)/children"
        guard let text = try? String(contentsOfFile: tasks, encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { pid_t($0) }
    }

    @Test func withoutATerminalItPrintsAHint() throws {
        let result = try OTFBinary.run(["browse"])
        #expect(result.status == 1)
        #expect(result.error.contains("use `otf search QUERY`"))
    }
}
