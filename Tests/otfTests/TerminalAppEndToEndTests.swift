import CatalogTestSupport
import Foundation
import Testing

/// What a newcomer meets in the full-screen app and on a plain terminal: a demo that cannot open shows
/// its link, cut text ends with "…", the partial-match header, About naming the catalog in use, and
/// TERM=dumb getting plain text.
@Suite(.serialized) struct TerminalAppEndToEndTests {
    static let needsTmux = Testing.ConditionTrait.enabled(
        if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it")

    /// A catalog folder (not a web-directory checkout) of one exercise whose demo link the allow-list
    /// accepts.
    private static func oneExerciseCatalog(in folder: TemporaryFolder) throws -> String {
        let root = folder.appending("my-catalog")
        try CatalogFolderFixture.writeCatalogFolder(
            at: root,
            json: CatalogFolderFixture.document([
                CatalogFixtures.exerciseJSON(
                    id: "goblet-squat",
                    videos: CatalogFolderFixture.videoJSON(
                        id: "goblet", thumbnail: "", url: "https://www.instagram.com/reel/GobletDemo1/"))
            ]), thumbnails: [:])
        return root
    }

    @Test(needsTmux)
    func withoutADisplayADemoShowsItsLinkAndAboutNamesTheFolder() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.oneExerciseCatalog(in: folder)
        let run = try BrowserRun(
            arguments: ["--catalog", catalog],
            environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "OTF_OPENER": ""], ready: "Goblet Squat")
        defer { run.end() }
        let session = run.session
        try session.send("Enter")
        try session.waitFor("← Goblet Squat")
        try session.send("Enter")
        let screen = try session.waitFor("https://www.instagram.com/reel/GobletDemo1/")
        let status = screen.first { $0.contains("https://www.instagram.com/reel/GobletDemo1/") }
        #expect(status?.contains("— not opened: no display") == true, "\(screen)")
        try session.send("C-a")
        let about = try session.waitFor("About OTF Exercises").joined(separator: "\n")
        #expect(!about.contains("OTF Exercise Directory."), "\(about)")
        #expect(about.contains("Catalog: the catalog folder"), "\(about)")
        #expect(about.contains("/my-catalog"), "\(about)")
        try session.send("C-c")
        _ = try run.terminalSettingsAfterExit()
    }

    /// Opens the one demo of the one-exercise catalog in the app, started with `environment` (and
    /// `launcher`), and returns the screen once the status line starts with its link and `status`.
    ///
    /// The status line is cut at the 80 columns of the screen, so `status` is its first words only.
    private static func statusAfterOpeningTheDemo(
        environment: [String: String], launcher: [String] = [], status: String
    ) throws -> [String] {
        let folder = try TemporaryFolder()
        let run = try BrowserRun(
            arguments: ["--catalog", try oneExerciseCatalog(in: folder)], environment: environment,
            ready: "Goblet Squat", launcher: launcher)
        defer { run.end() }
        try run.session.send("Enter")
        try run.session.waitFor("← Goblet Squat")
        try run.session.send("Enter")
        let screen = try run.session.waitFor(status)
        try run.session.send("C-c")
        _ = try run.terminalSettingsAfterExit()
        return screen
    }

    @Test(needsTmux)
    func anOpenerThatFailsIsReportedWithItsStatus() throws {
        let folder = try TemporaryFolder()
        let script = folder.appending("failing-opener.sh")
        try Data("exit 3\n".utf8).write(to: URL(fileURLWithPath: script))
        let status = "https://www.instagram.com/reel/GobletDemo1/ — not opened: sh failed (exit stat"
        let screen = try Self.statusAfterOpeningTheDemo(
            environment: ["OTF_OPENER": "/bin/sh \(script)"], status: status)
        #expect(screen.contains { $0.hasPrefix(status) }, "\(screen)")
    }

    @Test(needsTmux)
    func anOpenerThatCannotBeWaitedForMayNotHaveOpened() throws {
        // With SIGCHLD ignored the system reaps the opener itself, so waiting for it fails.
        let status = "https://www.instagram.com/reel/GobletDemo1/ — perhaps not opened: waiting for t"
        let screen = try Self.statusAfterOpeningTheDemo(
            environment: ["OTF_OPENER": "/bin/true"],
            launcher: ["/bin/bash", "-c", "trap \"\" CHLD; exec \"$0\" \"$@\""], status: status)
        #expect(screen.contains { $0.hasPrefix(status) }, "\(screen)")
    }

    @Test(needsTmux)
    func aNarrowScreenEndsEveryCutRowWithAnEllipsisAndNamesEachMissingWord() throws {
        let run = try BrowserRun(columns: 30, rows: 20, ready: "Showing 21 of")
        defer { run.end() }
        let session = run.session
        try session.send("goblet dolly", literal: true)
        let screen = try session.waitFor("Showing 2 of 21")
        // The header, the muscles under a result and the key hints are all longer than 30 columns.
        for start in [
            "Showing 2 of 21 exercises", "    Lower Body · Quads, Glute", "Type to search · ↓ results",
        ] {
            let row = screen.first { $0.hasPrefix(start) }
            #expect(row?.hasSuffix("…") == true, "\(String(describing: row)) in \(screen)")
        }
        try session.send("C-a")
        let about = try session.waitFor("About OTF")
        #expect(about.contains { $0.hasPrefix(" 21 exercises · 2") && $0.hasSuffix("…") }, "\(about)")
        try session.send("C-c")
        _ = try run.terminalSettingsAfterExit()
        let wide = try BrowserRun(columns: 120, rows: 24)
        defer { wide.end() }
        try wide.session.send("goblet dolly", literal: true)
        try wide.session.waitFor("showing matches without some of: goblet, dolly")
        try wide.session.send("C-c")
        _ = try wide.terminalSettingsAfterExit()
    }

    @Test(needsTmux, arguments: ["dumb", "no-such-terminal"])
    func aTerminalWithoutEscapesGetsPlainTextAndNoPager(term: String) throws {
        let folder = try TemporaryFolder()
        let paged = folder.appending("paged")
        let session = try TmuxSession(
            columns: 80, rows: 10,
            environment: [
                "HOME": folder.path, "XDG_DATA_HOME": folder.path, "PS1": "$ ",
            ])
        defer { session.kill() }
        // tmux gives the pane its own TERM, and its server may pass NO_COLOR on: both are set here.
        let otf =
            "env -u NO_COLOR -u COLORTERM TERM=\(term) PAGER='touch \(paged); cat' \(OTFBinary.url.path)"
        try session.send("\(otf) search curl --ids; echo DO\"\"NE", literal: true)
        try session.send("Enter")
        try session.waitFor("DONE")
        let styled = try session.run(["capture-pane", "-p", "-e", "-t", session.name])
        #expect(styled.contains("hammer-curl"))
        #expect(!styled.contains("\u{1B}["), "SGR on a \(term) terminal: \(styled.debugDescription)")
        try session.send("clear; \(otf) search --ids; echo FI\"\"NISHED", literal: true)
        try session.send("Enter")
        try session.waitFor("FINISHED")
        #expect(!FileManager.default.fileExists(atPath: paged), "the pager ran on a \(term) terminal")
    }
    /// True when `styled` (a pane captured with its styles) holds an SGR sequence that sets a colour:
    /// a parameter 30–38 or 40–48 (8 colours, 256 colours and RGB), 90–97 or 100–107 (bright ones).
    private static func setsAColour(_ styled: String) -> Bool {
        let sequences = styled.components(separatedBy: "\u{1B}[").dropFirst().compactMap { rest in
            rest.split(separator: "m", maxSplits: 1, omittingEmptySubsequences: false).first
        }
        return sequences.contains { parameters in
            parameters.split(separator: ";").compactMap { Int($0) }.contains { value in
                (30...38).contains(value) || (40...48).contains(value) || (90...97).contains(value)
                    || (100...107).contains(value)
            }
        }
    }

    /// vt100 and xterm-mono, whose terminfo entries give no colours, get none from `otf search` or the
    /// terminal app (bold and reverse video still mark the selection); xterm-256color gets them.
    @Test(needsTmux, arguments: ["vt100", "xterm-mono", "xterm-256color"])
    func aTerminalOfFewerThanEightColoursGetsNoColour(term: String) throws {
        let hasColours = term == "xterm-256color"
        let folder = try TemporaryFolder()
        let session = try TmuxSession(
            columns: 80, rows: 24,
            environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path, "PS1": "$ "])
        defer { session.kill() }
        let otf = "env -u NO_COLOR -u COLORTERM TERM=\(term) PAGER=cat \(OTFBinary.url.path)"
        try session.send("\(otf) search curl; echo DO\"\"NE", literal: true)
        try session.send("Enter")
        try session.waitFor("DONE")
        let searched = try session.run(["capture-pane", "-p", "-e", "-t", session.name])
        #expect(searched.contains("1 result"))
        #expect(Self.setsAColour(searched) == hasColours, "\(term): \(searched.debugDescription)")
        try session.send("clear; \(otf) browse; echo FI\"\"NISHED", literal: true)
        try session.send("Enter")
        try session.waitFor("Showing 21 of 21 exercises")
        try session.send("curl", literal: true)
        try session.send("Down")
        try session.waitFor("Search: curl")
        let browsed = try session.run(["capture-pane", "-p", "-e", "-t", session.name])
        #expect(Self.setsAColour(browsed) == hasColours, "\(term): \(browsed.debugDescription)")
        try session.send("C-c")
        try session.waitFor("FINISHED")
    }
}
