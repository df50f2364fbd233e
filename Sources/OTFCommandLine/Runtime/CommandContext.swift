package import ExerciseSearch
package import TerminalKit

/// Everything a command may use from the outside world, passed in so commands stay testable.
package struct CommandContext {
    /// The process environment.
    package var environment: [String: String]
    /// Where output goes.
    package var console: Console
    /// Takes a loaded catalog a command is done with.
    ///
    /// The `otf` process keeps it until it exits, since freeing thousands of objects one by one takes
    /// longer than a search and the system reclaims the memory at exit anyway; by default (in tests) it
    /// is simply let go.
    package var keepUntilExit: (IndexedCatalog) -> Void
    /// The size of the terminal standard output goes to; asked only when ``Console/outputIsTerminal``.
    package var terminalSize: () -> TerminalSize
    /// Runs a pager command line with text on its standard input; false when it could not run.
    ///
    /// It returns when the pager ends. After false, the text is still to be written.
    package var runPager: (_ command: String, _ text: String) -> Bool

    /// Creates a context; by default (in tests) the terminal is 80 × 24 and no pager runs.
    package init(
        environment: [String: String], console: Console,
        keepUntilExit: @escaping (IndexedCatalog) -> Void = { _ in },
        terminalSize: @escaping () -> TerminalSize = { .fallback },
        runPager: @escaping (_ command: String, _ text: String) -> Bool = { _, _ in false }
    ) {
        self.environment = environment
        self.console = console
        self.keepUntilExit = keepUntilExit
        self.terminalSize = terminalSize
        self.runPager = runPager
    }

    /// What the terminal standard output goes to can do, when it is one.
    package var outputTerminal: TerminalCapabilities? {
        guard console.outputIsTerminal else {
            return nil
        }
        return TerminalCapabilities(environment: environment, inputIsTerminal: false, outputIsTerminal: true)
    }

    /// True when styles and colour may be used: output is a terminal that shows them (see
    /// ``TerminalCapabilities/usesColor``: not TERM=dumb, not `NO_COLOR`).
    package var allowsColor: Bool {
        outputTerminal?.usesColor ?? false
    }
}
