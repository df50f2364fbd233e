internal import TerminalKit

/// A command line that does not fit the command's table; printed with a hint and exit code 64.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, such as "unknown option --limt (did you mean --limit?)".
    package var message: String

    /// Creates a usage error.
    package init(_ message: String) {
        self.message = message
    }

    /// A usage error whose message ends with the `choices` there are, wrapped on indented lines of at
    /// most 78 columns, however many there are: "unknown rule "x"; valid rules:\n  load-error, …".
    package init(_ message: String, choices: [String]) {
        let lines = DisplayWidth.wrap(choices.joined(separator: ", "), width: 76).map { "  " + $0 }
        self.message = ([message + ":"] + lines).joined(separator: "\n")
    }

    package var description: String { message }
}
