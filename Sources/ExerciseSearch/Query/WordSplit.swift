/// Reads a word typed without its space ("shoulderpress", "bicepcurl") as the two known words it runs
/// together.
///
/// Known words are stems found as words of their own outside coaching cues. Joins of two name words
/// are indexed only up to ``TermCollector/longestJoin`` bytes and with the plural of the first word
/// ("bicepscurl"), so this covers the rest: a longer pair, or the first word in another form.
enum WordSplit {
    /// `text` as two known words, if it is two known words run together: the first cut from the left
    /// (at least two scalars on either side) whose halves are both known.
    ///
    /// Only a word of at most twice the longest stem's scalars can be two stems; each cut looks both
    /// halves up in the UTF-8 bytes in place, so no work grows faster than the word.
    static func split(_ text: String, vocabulary: Vocabulary) -> (String, String)? {
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
                    return (String(decoding: left, as: UTF8.self), String(decoding: right, as: UTF8.self))
                }
            }
            return nil
        }
    }

    /// True when the stem of the folded UTF-8 `word` is a known word.
    private static func isKnown(_ word: UnsafeBufferPointer<UInt8>, in vocabulary: Vocabulary) -> Bool {
        vocabulary.id(ofStemOf: word).map { vocabulary.isSuggestible[Int($0)] } ?? false
    }
}
