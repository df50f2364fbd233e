import Foundation

/// Folds a title into the scalars the browse order compares, without consulting any locale.
///
/// Folding decomposes the title (NFD), drops combining marks, invisible format characters, brackets and
/// quotes, lower-cases with the Unicode default mapping, collapses white space into single spaces and
/// drops everything before the first letter or decimal digit.
enum BrowseTitleFolding {
    /// Brackets and quotes the browse order ignores wherever they appear, straight and curly.
    static let ignoredScalars: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "\"", "'",
        "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{00AB}", "\u{00BB}",
    ]

    /// The folded scalars of `title`; empty when it holds no letter or digit.
    static func fold(_ title: String) -> [Unicode.Scalar] {
        var folded: [Unicode.Scalar] = []
        var pendingSpace = false
        for scalar in title.decomposedStringWithCanonicalMapping.unicodeScalars where !isIgnored(scalar) {
            if scalar.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where !isIgnored(lower) {
                if folded.isEmpty && !isLetterOrDigit(lower) {
                    continue
                }
                if pendingSpace && !folded.isEmpty {
                    folded.append(" ")
                }
                pendingSpace = false
                folded.append(lower)
            }
        }
        return folded
    }

    /// True for a decimal digit of any script, such as "7" or "٧".
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    /// True for the scalars folding removes: combining marks, format characters, brackets and quotes.
    private static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format:
            return true
        default:
            return ignoredScalars.contains(scalar)
        }
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || isDecimalDigit(scalar)
    }
}
