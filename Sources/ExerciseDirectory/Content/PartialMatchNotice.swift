public import ExerciseSearch

/// What every front end says above results that match only some of the query's words.
public enum PartialMatchNotice {
    /// "No exercise matches every word; showing matches without: zzzzzzzz, impossible", naming the
    /// words that no result matched; nil when the first result matched every word or there are none.
    ///
    /// When each word matched some result but none matched them all, the line stops after "every word".
    public static func text(for results: SearchResults) -> String? {
        guard results.isPartial else {
            return nil
        }
        let missing = results.wordsMatchingNothing
        guard !missing.isEmpty else {
            return "No exercise matches every word"
        }
        return "No exercise matches every word; showing matches without: "
            + missing.joined(separator: ", ")
    }
}
