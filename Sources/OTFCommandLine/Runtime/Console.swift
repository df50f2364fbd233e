internal import ExerciseCatalog
internal import TerminalKit

/// Where a command writes: standard output and error, and whether output goes to a terminal.
///
/// Commands never call `print`; tests give them a console that records what they wrote.
package struct Console {
    /// Writes text to standard output as is.
    package var writeOutput: (String) -> Void
    /// Writes text to standard error as is.
    package var writeError: (String) -> Void
    /// True when standard output is a terminal (colour and highlighting are allowed).
    package var outputIsTerminal: Bool

    /// Creates a console from its parts.
    package init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        outputIsTerminal: Bool
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
    }

    /// Writes one line to standard output.
    package func line(_ text: String = "") { writeOutput(text + "\n") }

    /// Writes one line to standard error, stripped of escape sequences and control characters.
    ///
    /// Messages echo what they were given (an option, a path, an id), which may carry escape sequences;
    /// like catalog text, they are passed through ``TerminalText/sanitizedMultiline(_:)`` first.
    package func errorLine(_ text: String) { writeError(TerminalText.sanitizedMultiline(text) + "\n") }
}
