import Foundation

/// `otf browse` (on the sample unless told otherwise), started from a shell in a fresh tmux session,
/// with `stty -a` saved before it starts and after it exits, and its exit status.
struct BrowserRun {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "otf-tmux-\(UUID().uuidString)")
    let session: TmuxSession

    /// Starts the app with `arguments` after `browse` and `environment` added, in a terminal of
    /// `columns` × `rows`, and waits until `ready` is on the screen; with a `launcher` (a program and
    /// its arguments, none holding a single quote), that starts `otf` and its arguments.
    init(
        arguments: [String] = [], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24,
        ready: String = "Showing 21 of 21 exercises", launcher: [String] = []
    ) throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        session = try TmuxSession(
            columns: columns, rows: rows,
            environment: [
                "HOME": scratch.path, "XDG_DATA_HOME": scratch.path, "TERM": "xterm-256color", "PS1": "$ ",
            ].merging(environment) { $1 })
        // No core file for the signals that dump one. The shell prints FINISHED only after stty has run;
        // the typed line itself reads FINI""SHED.
        let command = (launcher + [OTFBinary.url.path, "browse"] + arguments).map { "'\($0)'" }.joined(
            separator: " ")
        try session.send(
            "ulimit -c 0; stty -a > \(file("stty-before")); stty -g > \(file("stty-g-before")); \(command); "
                + "echo $? > \(file("status")); stty -a > \(file("stty-after")); "
                + "stty -g > \(file("stty-g-after")); echo FINI\"\"SHED", literal: true)
        try session.send("Enter")
        try session.waitFor(ready)
    }

    /// The path of `name` in the scratch folder.
    func file(_ name: String) -> String { scratch.appendingPathComponent(name).path }

    /// Waits for the app to end and returns the words of `stty -a` run right after it.
    func terminalSettingsAfterExit() throws -> [String] {
        try session.waitFor("FINISHED")
        return try String(contentsOfFile: file("stty-after"), encoding: .utf8)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
    }

    /// `stty -a` as it was before the app started and as it is after it ended.
    func settingsBeforeAndAfter() throws -> (before: String, after: String) {
        try session.waitFor("FINISHED")
        return (
            try String(contentsOfFile: file("stty-before"), encoding: .utf8),
            try String(contentsOfFile: file("stty-after"), encoding: .utf8)
        )
    }

    /// `stty -g` (every setting, in a form `stty` reads back) as it was before the app started and as it
    /// is after it ended.
    func savedSettingsBeforeAndAfter() throws -> (before: String, after: String) {
        try session.waitFor("FINISHED")
        return (
            try String(contentsOfFile: file("stty-g-before"), encoding: .utf8),
            try String(contentsOfFile: file("stty-g-after"), encoding: .utf8)
        )
    }

    /// The value of tmux's pane flag `name` now, such as "alternate_on" (1 while the alternate screen is
    /// on) or "cursor_flag" (1 while the cursor is shown).
    func paneFlag(_ name: String) throws -> String {
        try session.run(["display-message", "-p", "-t", session.name, "#{\(name)}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What a program started after the app ended reads when text is pasted into it: the text alone when
    /// bracketed paste is off, wrapped in `ESC [ 200 ~` and `ESC [ 201 ~` (shown by `cat -v` as `^[[200~`)
    /// when it was left on.
    func pastedTextAfterExit() throws -> String {
        try session.waitFor("FINISHED")
        try session.send("clear; cat -v > \(file("pasted")); echo PAS\"\"TED", literal: true)
        try session.send("Enter")
        try session.paste("pasted-text")
        try session.send("Enter")
        try session.send("C-d")
        try session.waitFor("PASTED")
        return try String(contentsOfFile: file("pasted"), encoding: .utf8)
    }

    /// The exit status the shell saw (128 + N for signal N), once the app has ended.
    func exitStatus() throws -> Int32? {
        try session.waitFor("FINISHED")
        let text = try String(contentsOfFile: file("status"), encoding: .utf8)
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Ends the session and removes the scratch folder.
    func end() {
        session.kill()
        try? FileManager.default.removeItem(at: scratch)
    }
}
