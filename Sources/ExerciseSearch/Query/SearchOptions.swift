/// How a query is read: as text still being typed into a search field, or as complete text such as a
/// line of a workout.
public struct SearchOptions: Sendable, Equatable {
    /// True when the last word also matches as the start of a word ("gobl" finds "Goblet"), for search
    /// as you type; false for complete text such as a line of a workout.
    public var matchesLastWordAsPrefix: Bool
    /// True when question and request words (``QuestionWords``: "how do i", "best exercises for") are
    /// optional like stopwords, as in a search field; false for complete text, where every word names
    /// the move ("Muscle Up" is no request for an "up" exercise).
    public var readsQuestions: Bool

    /// Options with the given rules.
    public init(matchesLastWordAsPrefix: Bool, readsQuestions: Bool) {
        self.matchesLastWordAsPrefix = matchesLastWordAsPrefix
        self.readsQuestions = readsQuestions
    }

    /// Search as you type, the default: the last word also matches as a prefix, and a question is read
    /// as one.
    public static let asTyped = SearchOptions(matchesLastWordAsPrefix: true, readsQuestions: true)

    /// Complete text: every word matches only as a whole word, with typos or as a synonym, and counts.
    public static let completeText = SearchOptions(matchesLastWordAsPrefix: false, readsQuestions: false)
}
