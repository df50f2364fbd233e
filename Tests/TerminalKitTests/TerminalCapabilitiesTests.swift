import TerminalKit
import Testing

@Suite struct TerminalCapabilitiesTests {
    /// Environments with what the terminal can do, worked out by hand; stdin and stdout are terminals.
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
            environment: environment, inputIsTerminal: true, outputIsTerminal: true)
        #expect(capabilities.isInteractive == interactive)
        #expect(capabilities.usesColor == color)
        #expect(capabilities.inlineImages == images)
    }

    @Test(arguments: [(false, true), (true, false), (false, false)])
    func isNotInteractiveWithoutATerminalOnBothEnds(inputIsTerminal: Bool, outputIsTerminal: Bool) {
        let capabilities = TerminalCapabilities(
            environment: ["TERM": "xterm-kitty"], inputIsTerminal: inputIsTerminal,
            outputIsTerminal: outputIsTerminal)
        #expect(!capabilities.isInteractive)
        #expect(capabilities.usesColor)
        #expect(capabilities.inlineImages == nil)
    }
}
