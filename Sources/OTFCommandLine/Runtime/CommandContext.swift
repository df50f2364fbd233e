/// Everything a command may use from the outside world, passed in so commands stay testable.
public struct CommandContext {
    /// The process environment.
    public var environment: [String: String]
    /// Where output goes.
    public var console: Console

    /// Creates a context.
    public init(environment: [String: String], console: Console) {
        self.environment = environment
        self.console = console
    }

    /// True when colour may be used: output is a terminal and `NO_COLOR` is unset or empty.
    public var allowsColor: Bool {
        console.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
