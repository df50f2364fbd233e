public import ExerciseSearch

/// What every front end says above results that match only some of the query's words, or that were
/// reached through a corrected word.
public enum PartialMatchNotice {
    /// The line above results reached through a corrected word or none of which matches every word;
    /// nil when the first result matched every word as typed or there are none.
    ///
    /// When a word was read as another (``SearchResults/suggestion``): "Showing results for goblet
    /// squat". When every result lacks the same words: "No exercise matches every word; showing matches
    /// without: zzzzzzzz, impossible". When results lack different words (Goblet Squat lacks "dolly", Ab
    /// Dolly Rollout lacks "goblet"), every word some result lacks: "No exercise matches every word;
    /// showing matches without some of: goblet, dolly". Both, joined by "; ", when both hold.
    public static func text(for results: SearchResults) -> String? {
        guard !results.results.isEmpty else {
            return nil
        }
        let corrected = results.suggestion.map { "Showing results for " + $0 }
        guard results.isPartial else {
            return corrected
        }
        let lacked = results.results.map { Set(results.missingWords(of: $0)) }
        let union = lacked.reduce(into: Set<String>()) { $0.formUnion($1) }
        let missing = results.queryWords.filter { union.contains($0) }
        let quantity = Set(lacked).count == 1 ? "" : " some of"
        let partial =
            "No exercise matches every word; showing matches without\(quantity): "
            + missing.joined(separator: ", ")
        return corrected.map { $0 + "; " + partial.prefix(1).lowercased() + partial.dropFirst() } ?? partial
    }
}
