public import ExerciseSearch

/// The exercises Siri, Shortcuts and Spotlight's actions offer for what a person said or typed: the
/// directory's own search (typos, shorthand, everyday names), best first, as `otf search` lists them.
public enum IntentSearch {
    /// How many exercises a spoken or typed query offers.
    public static let limit = 10

    /// The rows `text` finds in `index`, best first, at most `limit`; for empty text, the first in browse
    /// order.
    public static func rows(for text: String, in index: SearchIndex, limit: Int = limit) -> [ResultRow] {
        index.search(text).results.prefix(max(limit, 0)).map { ResultRow(exercise: $0.exercise) }
    }

    /// Every exercise of `index`, in browse order: what the exercise query suggests
    /// (`EntityQuery.suggestedEntities()`).
    ///
    /// Apple documents the suggestions as the initial options the system offers for the query, used for
    /// disambiguation and recommendations in Shortcuts and Siri, and sets no bound. They are also the
    /// values a phrase such as "Open ⟨exercise⟩ in OTF Exercises" can name, so a shorter list would leave
    /// most exercises out of those phrases. The list is as long as the catalog, which the app already
    /// holds whole and the directory lists whole.
    public static func suggestedRows(in index: SearchIndex) -> [ResultRow] {
        index.search("").results.map { ResultRow(exercise: $0.exercise) }
    }
}
