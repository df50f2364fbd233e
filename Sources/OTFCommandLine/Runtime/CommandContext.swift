import ExerciseSearch

/// Everything a command may use from the outside world, passed in so commands stay testable.
public struct CommandContext {
    /// The process environment.
    public var environment: [String: String]
    /// Where output goes.
    public var console: Console
    /// Takes a loaded catalog a command is done with.
    ///
    /// The `otf` process keeps it until it exits, since freeing thousands of objects one by one takes
    /// longer than a search and the system reclaims the memory at exit anyway; by default (in tests) it
    /// is simply let go.
    public var keepUntilExit: (IndexedCatalog) -> Void

    /// Creates a context.
    public init(
        environment: [String: String], console: Console,
        keepUntilExit: @escaping (IndexedCatalog) -> Void = { _ in }
    ) {
        self.environment = environment
        self.console = console
        self.keepUntilExit = keepUntilExit
    }

    /// True when colour may be used: output is a terminal and `NO_COLOR` is unset or empty.
    public var allowsColor: Bool {
        console.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
