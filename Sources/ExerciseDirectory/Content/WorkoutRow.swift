internal import ExerciseCatalog
public import ExerciseSearch

/// One line of a read workout as every front end lists it: the line, what it matched, and words for
/// screen readers.
public struct WorkoutRow: Sendable, Hashable {
    /// The line as written, trimmed.
    public var line: String
    /// Whether the line is a move, a section header or rest.
    public var kind: WorkoutLineKind
    /// The words searched for the move ("DB Goblet Squat"); empty for a header or rest line, and for a
    /// move line with nothing but numbers and notes ("12", ":30").
    public var query: String
    /// The matched exercise's name, "No match", "Section" or "Rest".
    public var title: String
    /// "3 demos" for a match, "Closest: Row, Sit Up" for a move without one (or "Nothing close"),
    /// empty for a header or rest line.
    public var detail: String
    /// The matched exercise's id, which opens its detail; nil otherwise.
    public var exerciseID: String?
    /// True for a move the catalog does not have.
    public var isUnmatched: Bool
    /// True for a move without a match whose words can be searched instead
    /// (``DirectoryModel/search(workoutMove:)``).
    public var isSearchable: Bool
    /// What a screen reader says: "12 DB Goblet Squat: Goblet Squat, 3 demos"; a header is its line
    /// alone ("BLOCK 1"), since screens mark it as a heading.
    public var accessibilityLabel: String

    /// The row for `entry`.
    public init(_ entry: WorkoutEntry) {
        line = entry.line.line
        kind = entry.line.kind
        query = entry.line.query
        exerciseID = entry.match?.id
        isUnmatched = entry.line.kind == .move && entry.match == nil
        isSearchable = isUnmatched && !entry.line.query.isEmpty
        switch entry.line.kind {
        case .header:
            title = "Section"
            detail = ""
        case .rest:
            title = "Rest"
            detail = ""
        case .move:
            if let match = entry.match {
                title = match.name
                detail = Wording.demoCount(match.videos.count)
            } else {
                title = "No match"
                detail =
                    entry.alternatives.isEmpty
                    ? "Nothing close" : "Closest: " + entry.alternatives.map(\.name).joined(separator: ", ")
            }
        }
        accessibilityLabel =
            kind == .header ? line : "\(line): \(title)" + (detail.isEmpty ? "" : ", \(detail)")
    }
}
