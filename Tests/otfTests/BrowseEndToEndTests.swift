import Foundation
import ProcessSpawning
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.serialized) struct BrowseEndToEndTests {
    @Test(.enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"))
    func searchFilterOpenGoBackAndQuitRestoresTheTerminal() throws {
        let run = try BrowserRun()
        defer { run.end() }
        let session = run.session
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
        try session.send("C-c")
        let words = try run.terminalSettingsAfterExit()
        #expect(words.contains("echo") && words.contains("icanon"))
        #expect(!words.contains("-echo") && !words.contains("-icanon"))
    }

    @Test(.enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"))
    func aPastedWorkoutListsItsMovesWhichOpenAndGoBack() throws {
        let run = try BrowserRun()
        defer { run.end() }
        let session = run.session
        try session.paste("BLOCK 1\n12 DB Goblet Squat\n8 TRX Low Row\n6 renegade rows\nRest 1:00\n")
        let listed = try session.waitFor("2 of 3 moves found")
        #expect(
            listed.contains {
                $0.hasPrefix("▸ 12 DB Goblet Squat  → Goblet Squat") && $0.hasSuffix("2 demos")
            })
        #expect(listed.contains { $0.hasPrefix("  6 renegade rows     ✗ No match · Closest: ") })
        #expect(listed.contains("  Rest 1:00"))
        try session.send("Down")
        try session.send("Enter")
        try session.waitFor("← TRX Low Row")
        try session.send("Escape")
        let back = try session.waitFor("2 of 3 moves found")
        #expect(back.contains { $0.hasPrefix("▸ 8 TRX Low Row       → TRX Low Row") })
        try session.send("Escape")
        try session.waitFor("Showing 21 of 21 exercises")
        try session.paste("hammer\n")
        try session.waitFor("Showing 1 of 21 exercises")
        try session.send("C-c")
        _ = try run.terminalSettingsAfterExit()
    }

    @Test(.enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"))
    func lettersGoToTheSearchLineWhichEditsAtItsCursor() throws {
        let run = try BrowserRun()
        defer { run.end() }
        let session = run.session
        // "a" typed with the list focused once opened About; now it is typed.
        try session.send("h", literal: true)
        try session.send("Down")
        try session.send("ammer", literal: true)
        let typed = try session.waitFor("Showing 1 of 21 exercises")
        #expect(typed.contains("Search: hammer"))
        try session.send("Home")
        try session.send("x", literal: true)
        try session.waitFor("Search: xhammer")
        try session.send("BSpace")
        try session.send("End")
        try session.send(" curl", literal: true)
        try session.waitFor("Search: hammer curl")
        try session.send("C-w")
        try session.send("C-w")
        try session.waitFor("Showing 21 of 21 exercises")
        try session.send("C-c")
        _ = try run.terminalSettingsAfterExit()
    }

    @Test(.enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"))
    func fifteenHundredLettersScrollTheSearchLineAndCtrlCQuitsBehindThem() throws {
        let run = try BrowserRun()
        defer { run.end() }
        let session = run.session
        try session.send(String(repeating: "a", count: 1_500), literal: true)
        // The line shows its last 71 letters with the cursor in the 80th column.
        let screen = try session.waitFor("No exercises")
        #expect(screen.contains("Search: " + String(repeating: "a", count: 71)))
        try session.send(String(repeating: "b", count: 1_500), literal: true)
        try session.send("C-c")
        _ = try run.terminalSettingsAfterExit()
    }

    /// The signals that end the app, by name, with their numbers on this system: every signal whose
    /// default action ends a process (on macOS SIGIO is ignored by default, and SIGPWR and SIGSTKFLT do not
    /// exist; SIGEMT does), the real-time signals at both ends of their range on Linux.
    static let endingSignals: [(name: String, number: Int32)] = {
        var signals: [(name: String, number: Int32)] = [
            ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("SEGV", SIGSEGV), ("BUS", SIGBUS),
            ("ILL", SIGILL), ("ABRT", SIGABRT), ("FPE", SIGFPE), ("USR1", SIGUSR1), ("USR2", SIGUSR2),
            ("ALRM", SIGALRM), ("PIPE", SIGPIPE), ("VTALRM", SIGVTALRM), ("PROF", SIGPROF),
            ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("SYS", SIGSYS),
        ]
        #if os(Linux)
            signals += [
                ("PWR", SIGPWR), ("STKFLT", SIGSTKFLT), ("IO", SIGIO),
                ("RTMIN", __libc_current_sigrtmin()), ("RTMAX", __libc_current_sigrtmax()),
            ]
        #elseif canImport(Darwin)
            signals += [("EMT", SIGEMT)]
        #endif
        return signals
    }()

    /// A signal sent from outside, fatal ones included, ends the app at once (no crash report waits for
    /// a key) with the signal's own status and the terminal as it was before the app started: the same
    /// `stty -g` and `stty -a`, the main screen, the cursor shown and bracketed paste off.
    @Test(
        .enabled(
            if: TmuxSession.program != nil && BrowseEndToEndTests.pgrep != nil,
            "needs tmux (.ci/run installs it) and pgrep to find the app's process"),
        arguments: BrowseEndToEndTests.endingSignals.map(\.name))
    func aSignalEndsTheAppAndRestoresTheTerminal(signal: String) throws {
        let number = try #require(Self.endingSignals.first { $0.name == signal }?.number)
        let run = try BrowserRun()
        defer { run.end() }
        let session = run.session
        let shell = try session.run(["display-message", "-p", "-t", session.name, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let browser = try #require(try Self.childProcess(of: shell))
        #expect(try run.paneFlag("alternate_on") == "1", "the app did not switch to the alternate screen")
        #expect(kill(browser, number) == 0)
        #expect(try run.exitStatus() == 128 + number)
        #expect(kill(browser, 0) == -1 && errno == ESRCH, "the app is still running")
        let settings = try run.settingsBeforeAndAfter()
        #expect(settings.after == settings.before)
        let saved = try run.savedSettingsBeforeAndAfter()
        #expect(saved.after == saved.before)
        #expect(try run.paneFlag("alternate_on") == "0", "the alternate screen is on after SIG\(signal)")
        #expect(try run.paneFlag("cursor_flag") == "1", "the cursor is still hidden after SIG\(signal)")
        #expect(try session.screen().contains { $0.contains("FINISHED") })
        #expect(try run.pastedTextAfterExit() == "pasted-text\n", "bracketed paste is still on")
    }

    /// `pgrep`, which lists a process's children on Linux and macOS alike, or nil when it is missing.
    private static let pgrep = ["/usr/bin/pgrep", "/bin/pgrep"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The only child process of process `parent` (the shell runs nothing else), from `pgrep -P`.
    private static func childProcess(of parent: String) throws -> pid_t? {
        guard let pgrep else { return nil }
        let listed = try ChildProcess.run(pgrep, ["-P", parent], environment: [:])
        let children = String(decoding: listed.output, as: UTF8.self).split(separator: "\n")
        return children.count == 1 ? pid_t(children[0]) : nil
    }

    @Test func withoutATerminalItPrintsAHint() throws {
        let result = try OTFBinary.run(["browse"])
        #expect(result.status == 1)
        #expect(result.error.contains("use `otf search QUERY`"))
    }
}
