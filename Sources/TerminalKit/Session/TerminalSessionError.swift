/// Why a `TerminalSession` could not start or talk to the terminal.
package enum TerminalSessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe or a file), so there is no screen to take over.
    case notATerminal
    /// Another session is active in this process; only one can own the terminal at a time.
    case alreadyActive
    /// A system call failed with the errno value `code`.
    case systemCall(name: String, code: Int32)

    /// The reason in words.
    package var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must both be a terminal"
        case .alreadyActive:
            "the terminal is already in use by another full-screen session"
        case .systemCall(let name, let code):
            "\(name) failed: \(SystemCalls.errorDescription(code)) (errno \(code))"
        }
    }
}
