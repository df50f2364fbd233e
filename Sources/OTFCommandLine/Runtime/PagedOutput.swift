internal import TerminalKit

/// Where long text output goes: through a pager when standard output is a terminal a pager can drive,
/// else straight out.
///
/// The pager is `$PAGER` (a shell command line; set but empty means none), by default `less -FRX`: quit
/// at the end when the text fits one screen, pass colours, leave the text on the screen afterwards. Text
/// that fits the terminal's height is never paged, and output to a file or pipe never is, so scripts and
/// tests see plain output; nor is output to a terminal a pager cannot drive (TERM=dumb, or a TERM the
/// terminfo database does not describe), where `less` would stop to say it "is not fully functional".
package enum PagedOutput {
    /// The pager used when `$PAGER` is not set.
    package static let defaultPager = "less -FRX"

    /// The pager command for `lineCount` lines, or nil to write them straight out.
    package static func pager(
        lineCount: Int, outputIsTerminal: Bool, terminalRows: Int, environment: [String: String]
    ) -> String? {
        guard outputIsTerminal, lineCount >= terminalRows else {
            return nil
        }
        let command = environment["PAGER"] ?? defaultPager
        return command.allSatisfy(\.isWhitespace) ? nil : command
    }
}

extension CommandContext {
    /// The width text output is fitted to, in terminal cells.
    ///
    /// The terminal's when standard output is one, else `$COLUMNS` when it is a positive number, else 80.
    package var outputWidth: Int {
        if console.outputIsTerminal {
            return terminalSize().columns
        }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return TerminalSize.fallback.columns
    }

    /// Writes `lines` to standard output, through the pager when ``PagedOutput`` says so.
    package func writePaged(_ lines: [String]) {
        let pager =
            outputTerminal?.canPage == true
            ? PagedOutput.pager(
                lineCount: lines.count, outputIsTerminal: true, terminalRows: terminalSize().rows,
                environment: environment) : nil
        if let pager, runPager(pager, lines.map { $0 + "\n" }.joined()) {
            return
        }
        lines.forEach(console.line)
    }
}
