import ExerciseCatalog

/// "Did you mean …": the query with each word that matched nothing replaced by a known word.
///
/// Only words with no match at all are replaced. Known words are stems found as words of their own
/// outside coaching cues. A word that splits into two known words is split ("benchpress" → "bench
/// press"); otherwise it is replaced by the known word at the smallest distance within its typo budget
/// plus 2 (ties: the more frequent word, then A–Z). There is no suggestion unless every such word has a
/// replacement.
enum Suggestion {
    /// The suggested query for `plan`, or nil.
    static func suggest(for plan: QueryPlan, storage: SearchStorage) -> String? {
        var covered = Set<Int>()
        for term in plan.terms where !term.candidates.isEmpty {
            covered.formUnion(term.firstWord..<term.firstWord + term.wordCount)
        }
        var words = plan.words.map(\.text)
        var rows = EditDistance.Rows()
        let unmatched = plan.countedWords.filter { !covered.contains($0) }
        guard !unmatched.isEmpty else {
            return nil
        }
        for position in unmatched {
            let word = plan.words[position]
            guard
                let replacement = split(word.text, vocabulary: storage.vocabulary)
                    ?? closestWord(to: word, storage: storage, rows: &rows)
            else {
                return nil
            }
            words[position] = replacement
        }
        return words.joined(separator: " ")
    }

    /// `text` as two known words separated by a space, if it is two known words run together.
    ///
    /// Only a word of at most twice the longest stem's scalars can be two stems; each cut (at least two
    /// scalars on either side) looks both halves up in the UTF-8 bytes in place.
    private static func split(_ text: String, vocabulary: Vocabulary) -> String? {
        let scalarCount = text.unicodeScalars.count
        guard scalarCount >= 4, scalarCount <= 2 * vocabulary.longestStem else {
            return nil
        }
        let bytes = Array(text.utf8)
        let cuts = bytes.indices.filter { !UTF8.isContinuation(bytes[$0]) }.dropFirst(2).dropLast(1)
        return bytes.withUnsafeBufferPointer { word in
            for cut in cuts {
                let left = UnsafeBufferPointer(rebasing: word[..<cut])
                let right = UnsafeBufferPointer(rebasing: word[cut...])
                if isKnown(left, in: vocabulary) && isKnown(right, in: vocabulary) {
                    return String(decoding: left, as: UTF8.self) + " "
                        + String(decoding: right, as: UTF8.self)
                }
            }
            return nil
        }
    }

    /// True when the stem of the folded UTF-8 `word` is a suggestible stem.
    private static func isKnown(_ word: UnsafeBufferPointer<UInt8>, in vocabulary: Vocabulary) -> Bool {
        vocabulary.id(ofStemOf: word).map { vocabulary.isSuggestible[Int($0)] } ?? false
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
