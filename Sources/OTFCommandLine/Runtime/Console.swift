import TerminalKit

/// Where a command writes: standard output and error, and whether output goes to a terminal.
///
/// Commands never call `print`; tests give them a console that records what they wrote.
public struct Console {
    /// Writes text to standard output as is.
    public var writeOutput: (String) -> Void
    /// Writes text to standard error as is.
    public var writeError: (String) -> Void
    /// True when standard output is a terminal (colour and highlighting are allowed).
    public var outputIsTerminal: Bool

    /// Creates a console from its parts.
    public init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        outputIsTerminal: Bool
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
    }

    /// Writes one line to standard output.
    public func line(_ text: String = "") { writeOutput(text + "\n") }

    /// Writes one line to standard error, stripped of escape sequences and control characters.
    ///
    /// Messages echo what they were given (an option, a path, an id), which may carry escape sequences;
    /// like catalog text, they are passed through ``TerminalText/sanitizedMultiline(_:)`` first.
    public func errorLine(_ text: String) { writeError(TerminalText.sanitizedMultiline(text) + "\n") }
}
