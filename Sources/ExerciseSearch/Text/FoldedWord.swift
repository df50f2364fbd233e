/// One word of a text after folding, with the Characters of the original text it came from.
struct FoldedWord: Equatable, Sendable {
    /// The folded word: lower-case letters and digits without diacritics ("creme" for "Crème").
    var text: String
    /// Offsets in `Character`s (grapheme clusters) of the original text (0..<3 for "1/2").
    var characters: Range<Int>
}
