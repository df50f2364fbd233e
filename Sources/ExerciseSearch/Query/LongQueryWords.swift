/// The words a query of more than ``QueryPlan/maximumWords`` words is searched by.
///
/// A description or a question runs long ("is it bad to hold onto the handrails when walking up a
/// steep incline on the treadmill" has 17 words), and its last words often name what it is about.
/// Cutting it after its first words would search the little words before them and drop those, so a
/// long query leaves out its optional words (stopwords and, when the query `readsQuestions`, question
/// words) first and keeps the first ``QueryPlan/maximumWords`` of the rest. A query of optional words
/// only keeps its first words as they are.
enum LongQueryWords {
    /// The texts of the first `limit` of `words`, leaving out optional words when there are more than
    /// `limit`.
    ///
    /// Stops at the `limit`-th word kept, so a query of any length costs a pass over at most the words
    /// it reads up to that one.
    static func kept(_ words: [FoldedWord], limit: Int, readsQuestions: Bool) -> [String] {
        guard words.count > limit else {
            return words.map(\.text)
        }
        var kept: [String] = []
        for word in words
        where !QueryPlan.isOptional(PluralFolding.stem(word.text), readsQuestions: readsQuestions) {
            kept.append(word.text)
            if kept.count == limit {
                break
            }
        }
        return kept.isEmpty ? words.prefix(limit).map(\.text) : kept
    }
}
