/// Folds a title into the scalars the browse order compares, without consulting any locale.
///
/// Folding decomposes each scalar (NFD, with ``UnicodeDecomposition``), drops combining marks, invisible
/// format characters, brackets and quotes, lower-cases with the Unicode default mapping, collapses white
/// space into single spaces and drops everything before the first letter or decimal digit.
enum BrowseTitleFolding {
    /// Brackets and quotes the browse order ignores wherever they appear, straight and curly.
    static let ignoredScalars: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "\"", "'",
        "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{00AB}", "\u{00BB}",
    ]

    /// The folded scalars of `title`; empty when it holds no letter or digit.
    static func fold(_ title: String) -> [Unicode.Scalar] {
        fold(title, takesShortcuts: true)
    }

    /// Folds `title`; with `takesShortcuts` false every scalar takes the general path, which tests
    /// compare the shortcuts (plain ASCII titles, ``ShortcutFold``) against.
    static func fold(_ title: String, takesShortcuts: Bool) -> [Unicode.Scalar] {
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        let wasASCII =
            takesShortcuts
            && title.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard bytes.allSatisfy({ $0 < 0x80 }) else {
                    return false
                }
                for byte in bytes {
                    foldASCII(byte, into: &folded, pendingSpace: &pendingSpace)
                }
                return true
            } ?? false
        if wasASCII {
            return folded
        }
        for scalar in title.unicodeScalars {
            if scalar.isASCII {
                foldASCII(UInt8(scalar.value), into: &folded, pendingSpace: &pendingSpace)
                continue
            }
            switch takesShortcuts ? shortcut(for: scalar) : nil {
            case .dropped:
                continue
            case .kept:
                appendFolded(scalar, into: &folded, pendingSpace: &pendingSpace)
            case nil:
                if let base = UnicodeDecomposition.baseScalars(of: scalar, .canonical) {
                    for part in base {
                        foldScalar(part, into: &folded, pendingSpace: &pendingSpace)
                    }
                } else {
                    foldScalar(scalar, into: &folded, pendingSpace: &pendingSpace)
                }
            }
        }
        return folded
    }

    /// What folding makes of a scalar that social-media titles often hold, known without looking up its
    /// decomposition or properties.
    enum ShortcutFold: Equatable {
        /// Dropped, like every quote, combining mark and format character.
        case dropped
        /// Kept as it is: no decomposition, its own lower case, neither a letter, a digit nor space.
        case kept
    }

    /// The shortcut for `scalar`, or nil when it takes the general path: curly quotes, guillemets,
    /// zero-width characters and variation selectors are dropped; dashes, bullets, the ellipsis and emoji
    /// pictographs are kept.
    static func shortcut(for scalar: Unicode.Scalar) -> ShortcutFold? {
        switch scalar.value {
        case 0xAB, 0xBB, 0x200B...0x200F, 0x2018, 0x2019, 0x201C, 0x201D, 0xFE00...0xFE0F:
            .dropped
        case 0x2010...0x2015, 0x2022, 0x2026, 0x1_F300...0x1_F64F, 0x1_F680...0x1_F6FF, 0x1_F900...0x1_F9FF:
            .kept
        default:
            nil
        }
    }

    /// Folds one scalar of the decomposed title.
    private static func foldScalar(
        _ scalar: Unicode.Scalar, into folded: inout [Unicode.Scalar], pendingSpace: inout Bool
    ) {
        if scalar.isASCII {
            foldASCII(UInt8(scalar.value), into: &folded, pendingSpace: &pendingSpace)
            return
        }
        if isIgnored(scalar) {
            return
        }
        if scalar.properties.isWhitespace {
            pendingSpace = true
            return
        }
        for lower in scalar.properties.lowercaseMapping.unicodeScalars where !isIgnored(lower) {
            appendFolded(lower, into: &folded, pendingSpace: &pendingSpace)
        }
    }

    /// Appends a folded scalar that is not white space, after the pending space; nothing before the
    /// first letter or digit is kept.
    private static func appendFolded(
        _ scalar: Unicode.Scalar, into folded: inout [Unicode.Scalar], pendingSpace: inout Bool
    ) {
        if folded.isEmpty && !isLetterOrDigit(scalar) {
            return
        }
        if pendingSpace && !folded.isEmpty {
            folded.append(" ")
        }
        pendingSpace = false
        folded.append(scalar)
    }

    /// Folds one ASCII character exactly as the general path would, without Unicode property lookups:
    /// brackets and quotes vanish, white space (tab to carriage return, space) becomes one pending
    /// space, letters are lower-cased, and nothing before the first letter or digit is kept.
    private static func foldASCII(
        _ ascii: UInt8, into folded: inout [Unicode.Scalar], pendingSpace: inout Bool
    ) {
        guard let byte = foldedASCII(ascii, pendingSpace: &pendingSpace) else {
            return
        }
        let isLetterOrDigit =
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        if folded.isEmpty && !isLetterOrDigit {
            return
        }
        if pendingSpace && !folded.isEmpty {
            folded.append(" ")
        }
        pendingSpace = false
        folded.append(Unicode.Scalar(byte))
    }

    /// The folded form of one ASCII character: nil for brackets and quotes (dropped) and for white
    /// space (which sets `pendingSpace`), letters in lower case, anything else as is.
    static func foldedASCII(_ ascii: UInt8, pendingSpace: inout Bool) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return nil
        case 0x09...0x0D, UInt8(ascii: " "):
            pendingSpace = true
            return nil
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return ascii + 32
        default:
            return ascii
        }
    }

    /// True for a decimal digit of any script, such as "7" or "٧".
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (0x30...0x39).contains(scalar.value)
        }
        return scalar.properties.numericType == .decimal
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
