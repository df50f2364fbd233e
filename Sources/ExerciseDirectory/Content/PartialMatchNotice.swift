public import ExerciseSearch

/// What every front end says above results that match only some of the query's words.
public enum PartialMatchNotice {
    /// The line above results none of which matches every word, naming the words they lack, in query
    /// order; nil when the first result matched every word or there are none.
    ///
    /// When every result lacks the same words: "No exercise matches every word; showing matches without:
    /// zzzzzzzz, impossible". When results lack different words (Goblet Squat lacks "dolly", Ab Dolly
    /// Rollout lacks "goblet"), every word some result lacks: "No exercise matches every word; showing
    /// matches without some of: goblet, dolly".
    public static func text(for results: SearchResults) -> String? {
        guard results.isPartial else {
            return nil
        }
        let lacked = results.results.map { Set(results.missingWords(of: $0)) }
        let union = lacked.reduce(into: Set<String>()) { $0.formUnion($1) }
        let missing = results.queryWords.filter { union.contains($0) }
        let quantity = Set(lacked).count == 1 ? "" : " some of"
        return "No exercise matches every word; showing matches without\(quantity): "
            + missing.joined(separator: ", ")
    }
}
