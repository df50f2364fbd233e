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
            terminfo: { _ in .init(colors: 256) })
        #expect(capabilities.isInteractive == interactive)
        #expect(capabilities.usesColor == color)
        #expect(capabilities.inlineImages == images)
    }

    @Test(arguments: [(false, true), (true, false), (false, false)])
    func isNotInteractiveWithoutATerminalOnBothEnds(inputIsTerminal: Bool, outputIsTerminal: Bool) {
        let capabilities = TerminalCapabilities(
            environment: ["TERM": "xterm-kitty"], inputIsTerminal: inputIsTerminal,
            outputIsTerminal: outputIsTerminal, terminfo: { _ in .init(colors: 256) })
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
            terminfo: { ["xterm-256color", "dumb"].contains($0) ? .init(colors: 256) : nil })
        #expect(capabilities.usesColor == color)
        #expect(capabilities.canPage == pager)
    }

    /// Colour counts from the database with whether colour is used, worked out by hand: fewer than 8
    /// (vt100 and xterm-mono give none) means no colour, whatever COLORTERM or the name say; an unknown
    /// count (no database, a file not understood) is trusted.
    private static let colorCountCases: [(term: String, colors: Int?, extra: [String: String], color: Bool)] =
        [
            ("vt100", 0, [:], false),
            ("xterm-mono", 0, [:], false),
            ("xterm-mono", 0, ["COLORTERM": "truecolor"], false),
            ("two-color", 2, [:], false),
            ("seven-color", 7, [:], false),
            ("xterm", 8, [:], true),
            ("xterm-256color", 256, [:], true),
            ("mystery", nil, [:], true),
        ]

    @Test(arguments: colorCountCases)
    func aTerminalOfFewerThanEightColoursGetsNone(
        term: String, colors: Int?, extra: [String: String], color: Bool
    ) {
        let capabilities = TerminalCapabilities(
            environment: ["TERM": term].merging(extra) { $1 }, inputIsTerminal: true, outputIsTerminal: true,
            terminfo: { _ in .init(colors: colors) })
        #expect(capabilities.usesColor == color)
        #expect(capabilities.canPage)
        #expect(capabilities.isInteractive)
    }

    /// A compiled entry: the header (magic, names size, boolean count, number count, string count,
    /// string table size), the names, the booleans, a padding byte to an even offset, then `numbers`,
    /// each `width` bytes, little-endian.
    private static func compiledEntry(extended: Bool, numbers: [Int]) -> [UInt8] {
        func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
        let names = Array("test|a test terminal\0".utf8)
        let booleans: [UInt8] = [1, 0, 1]
        var bytes = short(extended ? 0o1036 : 0o432) + short(names.count) + short(booleans.count)
        bytes += short(numbers.count) + short(0) + short(0) + names + booleans
        if bytes.count % 2 == 1 { bytes.append(0) }
        let width = extended ? 4 : 2
        for number in numbers {
            bytes += (0..<width).map { UInt8((number >> (8 * $0)) & 0xFF) }
        }
        return bytes
    }

    @Test func readsTheColourCountOfLegacyAndExtendedEntries() {
        let legacy = Array(repeating: -1, count: 13) + [8, 64]
        #expect(
            TerminfoDatabase.colors(inCompiledEntry: Self.compiledEntry(extended: false, numbers: legacy))
                == 8)
        let extended = Array(repeating: -1, count: 13) + [256, 32_767]
        #expect(
            TerminfoDatabase.colors(inCompiledEntry: Self.compiledEntry(extended: true, numbers: extended))
                == 256)
        let absent = Array(repeating: -1, count: 15)
        #expect(
            TerminfoDatabase.colors(inCompiledEntry: Self.compiledEntry(extended: false, numbers: absent))
                == 0)
        #expect(
            TerminfoDatabase.colors(
                inCompiledEntry: Self.compiledEntry(extended: false, numbers: [80, 0, 24])) == 0)
        #expect(TerminfoDatabase.colors(inCompiledEntry: Array("not terminfo".utf8)) == nil)
        #expect(
            TerminfoDatabase.colors(
                inCompiledEntry: Array(Self.compiledEntry(extended: true, numbers: extended).prefix(40)))
                == nil)
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
