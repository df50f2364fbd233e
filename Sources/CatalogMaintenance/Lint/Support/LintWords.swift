internal import ExerciseCatalog

/// Splits catalog text into words the same way for every lint rule.
///
/// A word is a run of letters, digits and combining marks. An apostrophe (' or ’) between two such
/// characters stays inside the word as a straight "'"; everything else (spaces, hyphens, slashes, "#",
/// emoji, punctuation) separates words. Case is kept; compare with ``lowered(_:)`` or ``folded(_:)``.
enum LintWords {
    /// The words of `text` in order, with curly apostrophes made straight.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var apostrophePending = false
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                if apostrophePending {
                    current.append("'")
                    apostrophePending = false
                }
                current.append(scalar)
            } else if isApostrophe(scalar), !current.isEmpty, !apostrophePending {
                apostrophePending = true
            } else {
                if !current.isEmpty {
                    words.append(String(current))
                }
                current = String.UnicodeScalarView()
                apostrophePending = false
            }
        }
        if !current.isEmpty {
            words.append(String(current))
        }
        return words
    }

    /// `word` in lower case, apostrophes kept: "You’re" read as "You're" → "you're".
    static func lowered(_ word: String) -> String {
        word.lowercased()
    }

    /// `word` in lower case without apostrophes, for comparing names: "Farmer's" → "farmers".
    static func folded(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "'" })
    }

    /// True for letters, digits and combining marks.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil {
            return true
        }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// True for the straight and the curly apostrophe.
    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }
}
