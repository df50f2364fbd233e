/// Single letters typed apart, with dots or spaces ("t.r.x.", "k b", "D.B."), read as the word they spell.
///
/// Folding makes each letter of "t.r.x." a word of its own, and a letter alone matches nothing a member
/// meant. A run of two or more single-letter words is joined when the catalog knows the word it spells
/// (``QueryPlan`` asks the vocabulary and the synonym table): "t.r.x. low row" is searched as "trx low
/// row". A run that spells nothing known stays as typed ("y t w raise").
enum SpelledLetters {
    /// `texts` (folded words) with the longest tail of two or more letters of each run of single letters
    /// that `isKnown` accepts joined into one word, or nil when no run was joined.
    static func joined(_ texts: [String], isKnown: (String) -> Bool) -> [String]? {
        var joined: [String] = []
        var didJoin = false
        var start = 0
        while start < texts.count {
            var end = start
            while end < texts.count, isLetter(texts[end]) {
                end += 1
            }
            // The longest tail of the run that spells a known word: a letter before it may be a word of
            // its own ("a t.r.x. row", "w/ d.b.").
            if let tail = (start..<max(start, end - 1)).first(where: { isKnown(texts[$0..<end].joined()) }) {
                joined += texts[start..<tail]
                joined.append(texts[tail..<end].joined())
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
