internal import Foundation

/// What one Unicode scalar of a text becomes when it is folded: the one folding that search words and
/// the browse order share.
package enum FoldedScalar: Equatable {
    /// Letters or digits that belong to a word, already folded (lower case, no diacritics).
    case wordScalars([Unicode.Scalar])
    /// An apostrophe or a combining mark: dropped without splitting the word ("can't" → "cant").
    case ignored
    /// The vulgar fraction "½", which reads as the word "half".
    case half
    /// Anything else (space, punctuation, symbol, emoji): ends the current word.
    case separator

    /// True for apostrophe-like scalars, which never split a word: ' ’ ‘ ʼ and the full-width apostrophe.
    package static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27, 0x2019, 0x2018, 0x02BC, 0xFF07: true
        default: false
        }
    }

    /// True for scalars in blocks without letters, digits or marks, which fold to separators without
    /// consulting Unicode properties: general punctuation, arrows and technical symbols, box drawing to
    /// dingbats (except the circled digits), and emoji pictographs.
    package static func isKnownSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2000...0x206F, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x27BF, 0x1_F300...0x1_FAFF: true
        default: false
        }
    }

    /// Letters that compatibility decomposition leaves alone but readers treat as plain Latin letters.
    package static let latinLetterSpellings: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i",
    ]

    /// The folded form of an ASCII letter or digit (letters in lower case), or nil for any other byte.
    package static func wordByte(ascii byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return byte + 32
        default:
            return nil
        }
    }

    /// Folds any scalar without consulting the device locale.
    ///
    /// Compatibility decomposition (NFKD, Foundation's) splits accents, ligatures and full-width forms;
    /// combining marks are dropped, the few letters without a decomposition use
    /// ``latinLetterSpellings``, and every other scalar takes its Unicode default lower-case mapping.
    /// Letters and numbers of any script are kept.
    package static func fold(_ scalar: Unicode.Scalar) -> FoldedScalar {
        if scalar.isASCII {
            if let byte = wordByte(ascii: UInt8(scalar.value)) {
                return .wordScalars([Unicode.Scalar(byte)])
            }
            return scalar == "'" ? .ignored : .separator
        }
        if scalar == "\u{00BD}" {
            return .half
        }
        if isApostrophe(scalar) {
            return .ignored
        }
        if isKnownSeparator(scalar) {
            return .separator
        }
        if isMark(scalar) {
            return .ignored
        }
        guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
            return .separator
        }
        var scalars: [Unicode.Scalar] = []
        let decomposed = String(Character(scalar)).decomposedStringWithCompatibilityMapping.unicodeScalars
        for part in decomposed where !isMark(part) {
            if let spelling = latinLetterSpellings[part] {
                scalars.append(contentsOf: spelling.unicodeScalars)
            } else if part.properties.isAlphabetic || part.properties.numericType != nil {
                scalars.append(contentsOf: part.properties.lowercaseMapping.unicodeScalars)
            } else {
                return .separator
            }
        }
        return scalars.isEmpty ? .separator : .wordScalars(scalars)
    }

    /// True for combining marks (general categories Mn, Mc, Me).
    package static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }
}
