/// How a query is read: as text still being typed, or as complete text.
public struct SearchOptions: Sendable, Equatable {
    /// True when the last word also matches as the start of a word ("gobl" finds "Goblet"), for search
    /// as you type; false for complete text such as a line of a workout.
    public var matchesLastWordAsPrefix: Bool

    /// Options with the given prefix rule.
    public init(matchesLastWordAsPrefix: Bool) {
        self.matchesLastWordAsPrefix = matchesLastWordAsPrefix
    }

    /// Search as you type, the default: the last word also matches as a prefix.
    public static let asTyped = SearchOptions(matchesLastWordAsPrefix: true)

    /// Complete text: every word matches only as a whole word, with typos or as a synonym.
    public static let completeText = SearchOptions(matchesLastWordAsPrefix: false)
}
