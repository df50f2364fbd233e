/// Single letters typed apart, with dots or spaces ("t.r.x.", "k b", "D.B."), read as the word they spell.
///
/// Folding makes each letter of "t.r.x." a word of its own, and a letter alone matches nothing a member
/// meant. A run of two or more single-letter words is joined when the catalog knows the word it spells
/// (``QueryPlan`` asks the vocabulary and the synonym table): "t.r.x. low row" is searched as "trx low
/// row". A run that spells nothing known stays as typed ("y t w raise").
enum SpelledLetters {
    /// `texts` (folded words) with each run of two or more single letters that `isKnown` accepts joined
    /// into one word, or nil when no run was joined.
    static func joined(_ texts: [String], isKnown: (String) -> Bool) -> [String]? {
        var joined: [String] = []
        var didJoin = false
        var start = 0
        while start < texts.count {
            var end = start
            while end < texts.count, isLetter(texts[end]) {
                end += 1
            }
            let word = texts[start..<end].joined()
            if end - start >= 2, isKnown(word) {
                joined.append(word)
                didJoin = true
                start = end
            } else {
                let next = max(end, start + 1)
                joined += texts[start..<next]
                start = next
            }
        }
        return didJoin ? joined : nil
    }

    /// True for a folded word that is one ASCII letter.
    private static func isLetter(_ text: String) -> Bool {
        text.utf8.count == 1 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(text.utf8.first ?? 0)
    }
}
