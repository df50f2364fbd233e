internal import ExerciseCatalog

/// "Did you mean …": the query with each word that matched nothing replaced by a known word.
///
/// Only words with no match at all are replaced (a word that is two known words run together is already
/// searched as them, see ``WordSplit``). Known words are stems found as words of their own outside
/// coaching cues. Each is replaced by the known word at the smallest distance within its typo budget
/// plus 2 (ties: the more frequent word, then A–Z). There is no suggestion unless every such word has a
/// replacement.
enum Suggestion {
    /// The suggested query for `plan`, or nil.
    static func suggest(for plan: QueryPlan, storage: SearchStorage) -> String? {
        var words = plan.words.map(\.text)
        var rows = EditDistance.Rows()
        let unmatched = plan.uncoveredWords()
        guard !unmatched.isEmpty else {
            return nil
        }
        for position in unmatched {
            guard let replacement = closestWord(to: plan.words[position], storage: storage, rows: &rows)
            else {
                return nil
            }
            words[position] = replacement
        }
        return words.joined(separator: " ")
    }

    /// The closest suggestible stem to `word`, if any is within its budget plus 2.
    private static func closestWord(to word: QueryWord, storage: SearchStorage, rows: inout EditDistance.Rows)
        -> String?
    {
        let vocabulary = storage.vocabulary
        let stem = ArraySlice(word.stem.unicodeScalars.map(\.value))
        let limit = TypoBudget.forLength(word.text.unicodeScalars.count) + 2
        guard stem.count - limit <= vocabulary.longestStem else {
            return nil
        }
        var best: (distance: Int, frequency: Int, id: Int)?
        for id in 0..<vocabulary.count where vocabulary.isSuggestible[id] {
            guard
                let distance = EditDistance.distance(
                    from: stem, to: vocabulary.scalars(of: id), limit: limit, costs: .typo, rows: &rows)
            else {
                continue
            }
            let frequency = storage.postings.range(of: id).count
            if let current = best,
                (current.distance, -current.frequency, current.id) <= (distance, -frequency, id)
            {
                continue
            }
            best = (distance, frequency, id)
        }
        return best.map { vocabulary.word($0.id) }
    }
}
