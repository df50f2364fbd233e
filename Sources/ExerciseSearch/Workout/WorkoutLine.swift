internal import ExerciseCatalog

/// What one line of a workout is.
public enum WorkoutLineKind: String, Sendable, Hashable, CaseIterable {
    /// An exercise to look up: "12 DB Goblet Squat".
    case move
    /// A section header: "BLOCK 2", "Floor (2x through)", "Power block x3".
    case header
    /// Rest or a machine instruction: "Rest 1:00", "TREAD: 2:00 push @ all out", "Row 300m".
    case rest
}

/// One non-blank line of a workout, read without the catalog: its kind and the words left to search.
public struct WorkoutLine: Sendable, Hashable {
    /// The line cleaned with ``TerminalText/sanitized(_:)`` (a pasted escape sequence is dropped whole)
    /// and with surrounding white space trimmed.
    public let line: String
    /// What the line is.
    public let kind: WorkoutLineKind
    /// The words naming the move, with markers, numbering, reps, sides, times, loads and notes taken
    /// out ("DB Goblet Squat" for "12 DB Goblet Squat"); empty for headers and rest lines.
    public let query: String
    /// The words of ``query`` that name the move's setup, in lower case.
    ///
    /// They come from a bracket ("incline" of "(incline) push up"), before a dash ("bosu" of "BOSU -
    /// bicycle crunch") or from kit joined to the move ("bench" of "squats to bench"). The reader lets
    /// them go unmatched when no exercise has that setup, and prefers an exercise that has it.
    public let setupWords: [String]

    /// The line's parts as given.
    public init(line: String, kind: WorkoutLineKind, query: String, setupWords: [String] = []) {
        self.line = line
        self.kind = kind
        self.query = query
        self.setupWords = setupWords
    }

    /// Each non-blank line of `text` read on its own, in order; `text` is cleaned first, so an escape
    /// sequence is dropped whole even when it spans a line break.
    public static func lines(of text: String) -> [WorkoutLine] {
        TerminalText.sanitizedMultiline(text).split(separator: "\n").compactMap { read(String($0)) }
    }

    /// `line` read on its own, or nil when it is blank.
    public static func read(_ line: String) -> WorkoutLine? {
        let trimmed = TerminalText.sanitized(line).trimmingWhiteSpace
        guard !trimmed.isEmpty else {
            return nil
        }
        let tokens = WorkoutTokens(trimmed)
        if tokens.isHeader {
            return WorkoutLine(line: trimmed, kind: .header, query: "")
        }
        if tokens.isRest {
            return WorkoutLine(line: trimmed, kind: .rest, query: "")
        }
        return WorkoutLine(
            line: trimmed, kind: .move, query: tokens.moveWords.joined(separator: " "),
            setupWords: tokens.setupWords)
    }
}

extension String {
    /// The string without white space at either end.
    var trimmingWhiteSpace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
