import Foundation
import TerminalKit
import Testing

@Suite struct TerminalCapabilitiesTests {
    /// Environments with what the terminal can do, worked out by hand; stdin and stdout are terminals and
    /// the terminfo database describes every TERM.
    private static let cases:
        [(environment: [String: String], interactive: Bool, color: Bool, images: InlineImageProtocol?)] = [
            (["TERM": "xterm-256color"], true, true, nil),
            (["TERM": "dumb"], false, false, nil),
            ([:], false, false, nil),
            (["TERM": ""], false, false, nil),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], true, false, nil),
            (["TERM": "xterm-256color", "NO_COLOR": ""], true, true, nil),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], true, true, .iTerm2),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], true, true, .iTerm2),
            (["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"], true, true, .iTerm2),
            (["TERM": "xterm-kitty"], true, true, .kitty),
            (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], true, true, .kitty),
            (["TERM": "xterm-256color", "KITTY_WINDOW_ID": ""], true, true, nil),
            (
                ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm", "KITTY_WINDOW_ID": "1"], true, true,
                .iTerm2
            ),
            (["TERM": "xterm-kitty", "LC_TERMINAL": "iTerm2"], true, true, .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], true, true, nil),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iterm.app"], true, true, nil),
            (["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "KITTY_WINDOW_ID": "1"], true, true, nil),
            (["TERM": "screen-256color", "LC_TERMINAL": "iTerm2"], true, true, nil),
            (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-501/default,123,0"], true, true, nil),
            (["TERM": "dumb", "TERM_PROGRAM": "iTerm.app", "NO_COLOR": "yes"], false, false, nil),
        ]

    @Test(arguments: cases)
    func readsTheEnvironment(
        environment: [String: String], interactive: Bool, color: Bool, images: InlineImageProtocol?
    ) {
        let capabilities = TerminalCapabilities(
            environment: environment, inputIsTerminal: true, outputIsTerminal: true,
            isDescribed: { _ in true })
        #expect(capabilities.isInteractive == interactive)
        #expect(capabilities.usesColor == color)
        #expect(capabilities.inlineImages == images)
    }

    @Test(arguments: [(false, true), (true, false), (false, false)])
    func isNotInteractiveWithoutATerminalOnBothEnds(inputIsTerminal: Bool, outputIsTerminal: Bool) {
        let capabilities = TerminalCapabilities(
            environment: ["TERM": "xterm-kitty"], inputIsTerminal: inputIsTerminal,
            outputIsTerminal: outputIsTerminal, isDescribed: { _ in true })
        #expect(!capabilities.isInteractive)
        #expect(capabilities.usesColor)
        #expect(capabilities.inlineImages == nil)
    }

    /// TERM values and environments with whether colour and a pager may be used, worked out by hand, when
    /// the database describes only xterm-256color and dumb.
    private static let describedCases: [(environment: [String: String], color: Bool, pager: Bool)] = [
        (["TERM": "xterm-256color"], true, true),
        (["TERM": "dumb"], false, false),
        (["TERM": "no-such-terminal"], false, false),
        (["TERM": "no-such-terminal", "COLORTERM": "truecolor"], true, false),
        (["TERM": "rare-256color"], true, false),
        (["TERM": "rare-256color", "NO_COLOR": "1"], false, false),
        ([:], false, false),
    ]

    @Test(arguments: describedCases)
    func aTerminalTheDatabaseDoesNotDescribeGetsNoPagerAndColourOnlyWhenItsNameSaysSo(
        environment: [String: String], color: Bool, pager: Bool
    ) {
        let capabilities = TerminalCapabilities(
            environment: environment, inputIsTerminal: true, outputIsTerminal: true,
            isDescribed: { ["xterm-256color", "dumb"].contains($0) })
        #expect(capabilities.usesColor == color)
        #expect(capabilities.canPage == pager)
    }

    @Test func theDatabaseIsLookedUpByFirstLetterOrItsHexadecimalCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terminfo-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for path in ["x/xterm-test", "6b/kitty-test"] {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
        let environment = ["TERMINFO": folder]
        #expect(TerminfoDatabase.describes("xterm-test", environment: environment))
        #expect(TerminfoDatabase.describes("kitty-test", environment: environment))
        #expect(!TerminfoDatabase.describes("xterm-other", environment: environment))
        #expect(!TerminfoDatabase.describes("../x/xterm-test", environment: environment))
        #expect(!TerminfoDatabase.describes("", environment: environment))
    }
}
