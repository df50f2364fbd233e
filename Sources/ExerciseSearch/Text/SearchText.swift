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

    /// The stems (``PluralFolding``) of the folded words of `text` ("TRX Straps" → "trx", "strap"),
    /// without the Character ranges ``words(in:)`` works out.
    static func stems(in text: String) -> [String] {
        var scan = WordScan()
        scan.scan(text, needsCharacterOffsets: false)
        return scan.words.map { word in
            scan.text(of: word).withUnsafeBufferPointer(PluralFolding.stem(ofFolded:))
        }
    }

    /// `text` folded to its words joined by single spaces ("Upper_Body" → "upper body").
    static func foldedPhrase(_ text: String) -> String {
        words(in: text).map(\.text).joined(separator: " ")
    }
}
