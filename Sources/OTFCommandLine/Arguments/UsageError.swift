/// A command line that does not fit the command's table; printed with a hint and exit code 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, such as "unknown option --limt (did you mean --limit?)".
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
