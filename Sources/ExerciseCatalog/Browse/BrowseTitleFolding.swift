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
        folded.reserveCapacity(title.utf8.count)
        for scalar in title.unicodeScalars {
            // ASCII letters, digits and spaces, most of every title, without a Unicode lookup.
            if scalar.isASCII, let byte = FoldedScalar.wordByte(ascii: UInt8(scalar.value)) {
                append(Unicode.Scalar(byte), to: &folded, after: &pendingSpace)
                continue
            }
            if scalar == " " {
                pendingSpace = true
                continue
            }
            switch FoldedScalar.fold(scalar) {
            case .wordScalars(let letters):
                for letter in letters {
                    append(letter, to: &folded, after: &pendingSpace)
                }
            case .ignored:
                continue
            case .half, .separator:
                if isWhitespace(scalar) {
                    pendingSpace = true
                } else if !folded.isEmpty && !isIgnored(scalar) {
                    append(scalar, to: &folded, after: &pendingSpace)
                }
            }
        }
        return folded
    }

    /// Appends `scalar` to `folded`, after one space when `pendingSpace` and `folded` is not empty.
    private static func append(
        _ scalar: Unicode.Scalar, to folded: inout [Unicode.Scalar], after pendingSpace: inout Bool
    ) {
        if pendingSpace && !folded.isEmpty {
            folded.append(" ")
        }
        pendingSpace = false
        folded.append(scalar)
    }

    /// True for the separators folding removes: format characters, brackets and quotes.
    private static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
        ignoredScalars.contains(scalar) || !scalar.isASCII && scalar.properties.generalCategory == .format
    }

    /// True for white space; ASCII (space, and tab to carriage return) without a Unicode property
    /// lookup.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
