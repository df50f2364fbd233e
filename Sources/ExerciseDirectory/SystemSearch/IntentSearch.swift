public import ExerciseSearch

/// The exercises Siri, Shortcuts and Spotlight's actions offer for what a person said or typed: the
/// directory's own search (typos, shorthand, everyday names), best first, as `otf search` lists them.
public enum IntentSearch {
    /// How many exercises a spoken or typed query offers.
    public static let limit = 10

    /// The rows `text` finds in `index`, best first, at most `limit`; for empty text, the first in browse
    /// order (what Shortcuts suggests before anything is typed).
    public static func rows(for text: String, in index: SearchIndex, limit: Int = limit) -> [ResultRow] {
        index.search(text).results.prefix(max(limit, 0)).map { ResultRow(exercise: $0.exercise) }
    }
}
