/// A command line that does not fit the command's table; printed with a hint and exit code 64.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, such as "unknown option --limt (did you mean --limit?)".
    package var message: String

    /// Creates a usage error.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
