/// Splits text into folded search words, the same way on every platform and device locale.
///
/// Case and diacritics are folded explicitly (see ``FoldedScalar/fold(_:)``); every Character that
/// is not a letter, digit or apostrophe separates words, so hyphens, slashes and emoji read as spaces;
/// apostrophes vanish ("Can’t" → "cant"); "1/2" (with an ASCII, fraction or division slash) and "½"
/// read as the word "half" unless the "1" or "2" is part of a longer number.
enum SearchText {
    /// The folded words of `text` with their Character ranges.
    static func words(in text: String) -> [FoldedWord] {
        var scan = WordScan()
        scan.scan(text)
        return scan.words.map { word in
            FoldedWord(
                text: String(decoding: scan.text(of: word), as: UTF8.self), characters: word.characters)
        }
    }

    /// `text` folded to its words joined by single spaces ("Upper_Body" → "upper body").
    static func foldedPhrase(_ text: String) -> String {
        words(in: text).map(\.text).joined(separator: " ")
    }
}
