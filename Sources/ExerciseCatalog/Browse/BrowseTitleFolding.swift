/// Folds a title into the scalars the browse order compares, without consulting any locale.
///
/// Letters and digits fold as search folds them (``FoldedScalar``: compatibility decomposition, no
/// combining marks, Unicode default lower case); apostrophes, format characters, brackets and quotes
/// are dropped; each run of white space becomes one space; other punctuation and symbols are kept as
/// they are; everything before the first letter or digit is dropped.
enum BrowseTitleFolding {
    /// Brackets and quotes the browse order ignores wherever they appear, straight and curly (apostrophes
    /// are ignored by ``FoldedScalar`` already).
    static let ignoredScalars: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "\"", "\u{201C}", "\u{201D}", "\u{00AB}", "\u{00BB}",
    ]

    /// The folded scalars of `title`; empty when it holds no letter or digit.
    static func fold(_ title: String) -> [Unicode.Scalar] {
        var folded: [Unicode.Scalar] = []
        var pendingSpace = false
        func append(_ scalars: some Sequence<Unicode.Scalar>) {
            if pendingSpace && !folded.isEmpty {
                folded.append(" ")
            }
            pendingSpace = false
            folded.append(contentsOf: scalars)
        }
        for scalar in title.unicodeScalars {
            switch FoldedScalar.fold(scalar) {
            case .wordScalars(let letters):
                append(letters)
            case .ignored:
                continue
            case .half, .separator:
                if scalar.properties.isWhitespace {
                    pendingSpace = true
                } else if !folded.isEmpty && !isIgnored(scalar) {
                    append(CollectionOfOne(scalar))
                }
            }
        }
        return folded
    }

    /// True for the separators folding removes: format characters, brackets and quotes.
    private static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || ignoredScalars.contains(scalar)
    }
}
