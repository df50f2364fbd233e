public import ExerciseCatalog

/// One exercise found by a search, with where it ranks and why it matched.
public struct SearchResult: Sendable {
    /// The exercise.
    public let exercise: Exercise
    /// Its rank; results are sorted by it.
    public let rank: SearchRank
    /// The fields the query matched in, in ``SearchField/allCases`` order; empty for an empty query.
    public let matchedFields: [SearchField]
    /// The words of ``Exercise/name`` to highlight, as ranges of `Character` offsets.
    ///
    /// Offsets count `Character`s (grapheme clusters, as `Array(name)` would index them) from the start
    /// of the name; ranges are whole words, in order and not overlapping: `0..<6` for "Goblet" in
    /// "Goblet Squat" when the query is "gobl", `0..<3` for "1/2" in "1/2 Kneeling Row" when it is
    /// "half".
    public let nameHighlights: [Range<Int>]
    /// Which of ``SearchResults/queryWords`` it matched, and how; ``QueryWordMatches/none`` for an
    /// empty query.
    public let words: QueryWordMatches

    /// A relevance score for display (see ``SearchRank/score``).
    public var score: Int {
        rank.score
    }
}
