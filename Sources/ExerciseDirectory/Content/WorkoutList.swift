public import ExerciseSearch

/// A workout read from pasted text, as every front end lists it: a title, a summary and one row per
/// non-blank line, in order.
public struct WorkoutList: Sendable, Hashable {
    /// The screen's title.
    public static let title = "Workout"

    /// One row per non-blank line of the text, in order.
    public var rows: [WorkoutRow]

    /// The list for `entries`, the lines of one text.
    public init(entries: [WorkoutEntry]) {
        rows = entries.map(WorkoutRow.init)
    }

    /// True for pasted text that is a workout rather than a search: more than one non-blank line, as
    /// the workout reader splits lines (at every kind of line break).
    public static func isWorkout(_ text: String) -> Bool {
        WorkoutLine.lines(of: text).count > 1
    }

    /// What a front end says when the text it was given has no non-blank line, naming where it came
    /// from: "no lines read from standard input".
    public static func noLinesMessage(from source: String) -> String {
        "no lines read from \(source)"
    }

    /// How many of the moves the catalog has: "All 4 moves found", "3 of 5 moves found", "None of 2
    /// moves found", "1 move found", "No move found", or "No moves in this text" when every line is a
    /// header or rest.
    public var summary: String {
        let moves = rows.filter { $0.kind == .move }.count
        let found = rows.filter { $0.exerciseID != nil }.count
        let counted = Wording.count(moves, singular: "move", plural: "moves")
        if moves == 0 { return "No moves in this text" }
        if moves == 1 { return found == 1 ? "1 move found" : "No move found" }
        if found == moves { return "All \(counted) found" }
        if found == 0 { return "None of \(counted) found" }
        return "\(Wording.groupedNumber(found)) of \(counted) found"
    }
}
