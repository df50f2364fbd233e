internal import Foundation

/// What the terminal the program runs in can do, worked out from the environment and from whether
/// standard input and output are terminals.
package struct TerminalCapabilities: Hashable, Sendable {
    /// Whether a full-screen session can run: standard input and output are terminals and TERM names a
    /// terminal that understands escape sequences (set, and not "dumb").
    package var isInteractive: Bool
    /// Whether styles and colours (SGR) may be written: not when NO_COLOR is set to anything but the
    /// empty string (https://no-color.org), when TERM is "dumb" or unset, when the terminfo database
    /// gives TERM fewer than 8 colours (vt100, xterm-mono), or when TERM names a terminal the database
    /// does not describe, unless its name says "color" or COLORTERM is set.
    package var usesColor: Bool
    /// Whether a pager such as `less` can drive the terminal: TERM names a terminal (not "dumb") that the
    /// terminfo database describes.
    package var canPage: Bool
    /// The inline image protocol the terminal is known to understand, or nil.
    ///
    /// kitty: TERM is "xterm-kitty", or KITTY_WINDOW_ID is set. iTerm2 protocol: TERM_PROGRAM is
    /// "iTerm.app" or "WezTerm", or LC_TERMINAL is "iTerm2". TERM and TERM_PROGRAM, which the terminal
    /// sets for itself, are looked at first. Never inside tmux or screen (TMUX set, or TERM starting
    /// with "tmux" or "screen"), which do not pass these sequences on by default, and never when the
    /// session is not interactive.
    package var inlineImages: InlineImageProtocol?

    /// The fewest colours a terminal must have to be given any.
    package static let fewestColors = 8

    /// The capabilities for `environment` when standard input and output are, or are not, terminals;
    /// `terminfo` gives the terminfo database's description of a TERM, nil when it has none (by default
    /// the database is asked).
    package init(
        environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool,
        terminfo: ((String) -> TerminfoDatabase.Description?)? = nil
    ) {
        let term = environment["TERM"] ?? ""
        let knowsEscapes = !term.isEmpty && term != "dumb"
        let describe = terminfo ?? { TerminfoDatabase.description(of: $0, environment: environment) }
        let description = knowsEscapes ? describe(term) : nil
        let namesColor = term.contains("color") || !(environment["COLORTERM"] ?? "").isEmpty
        let hasColors =
            description.map { ($0.colors ?? Self.fewestColors) >= Self.fewestColors } ?? namesColor
        isInteractive = inputIsTerminal && outputIsTerminal && knowsEscapes
        usesColor = knowsEscapes && hasColors && (environment["NO_COLOR"] ?? "").isEmpty
        canPage = description != nil
        inlineImages = isInteractive ? Self.inlineImageProtocol(in: environment) : nil
    }

    /// The capabilities of the terminal this process runs in.
    package static func current() -> TerminalCapabilities {
        TerminalCapabilities(
            environment: ProcessInfo.processInfo.environment,
            inputIsTerminal: SystemCalls.isTerminal(FileHandle.standardInput.fileDescriptor),
            outputIsTerminal: SystemCalls.isTerminal(FileHandle.standardOutput.fileDescriptor))
    }

    /// The image protocol `environment` points to, if any.
    private static func inlineImageProtocol(in environment: [String: String]) -> InlineImageProtocol? {
        let term = environment["TERM"] ?? ""
        let isMultiplexed =
            !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen")
        if isMultiplexed {
            return nil
        }
        if term == "xterm-kitty" {
            return .kitty
        }
        if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"])
            || environment["LC_TERMINAL"] == "iTerm2"
        {
            return .iTerm2
        }
        if !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty {
            return .kitty
        }
        return nil
    }
}
