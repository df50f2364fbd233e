public import ExerciseCatalog
public import ExerciseSearch

/// Finds the one exercise a person names by id or by name, as `otf show goblet squat` does.
///
/// An id is taken as is. Otherwise the text is searched, and the best-ranked exercise whose whole name
/// it spells (folded as search folds: case, accents, punctuation, plurals) is the answer. When none
/// is, the best search results are offered instead, after the closest ids when the text is one word
/// (as ids are), each with its id.
public enum ExerciseLookup {
    /// How many exercises a failed lookup offers.
    public static let suggestionLimit = 5

    /// What a lookup found.
    public enum Outcome: Sendable {
        /// The exercise with that id, or the best one with that name.
        case found(Exercise)
        /// No exercise has that id or name; the closest ones, best first (perhaps none).
        case notFound(closest: [Exercise])
    }

    /// The exercise `text` names in `catalog` (searched through `index`, which indexes it).
    public static func find(_ text: String, in catalog: Catalog, index: SearchIndex) -> Outcome {
        if let exercise = catalog.exercise(id: text) {
            return .found(exercise)
        }
        let results = index.search(text).results
        if let exact = results.first(where: { $0.rank.isExactName }) {
            return .found(exact.exercise)
        }
        var closest: [Exercise] = []
        if !text.contains(where: \.isWhitespace) {
            closest = catalog.closeMatches(forID: text, limit: suggestionLimit).compactMap {
                catalog.exercise(id: $0)
            }
        }
        for result in results.prefix(suggestionLimit)
        where !closest.contains(where: { $0.id == result.exercise.id }) {
            closest.append(result.exercise)
        }
        return .notFound(closest: Array(closest.prefix(suggestionLimit)))
    }

    /// The message for `text` naming nothing, then one line per close exercise: its id and name.
    ///
    /// Give `text` and the exercises' ids and names already made safe for where the message goes.
    public static func notFoundMessage(_ text: String, closest: [(id: String, name: String)]) -> String {
        let first = "no exercise with id or name \"\(text)\""
        guard !closest.isEmpty else {
            return first
        }
        let width = closest.map(\.id.count).max() ?? 0
        let rows = closest.map {
            "  " + $0.id + String(repeating: " ", count: width - $0.id.count) + "  " + $0.name
        }
        return ([first + "; did you mean:"] + rows).joined(separator: "\n")
    }
}
