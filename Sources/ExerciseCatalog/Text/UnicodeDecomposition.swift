/// The base scalars of a Unicode scalar's canonical (NFD) or compatibility (NFKD) decomposition: the
/// decomposition without its combining marks, which is what folding text for search and browse keeps.
///
/// The same on every platform and without Foundation: the mappings come from a table generated from ICU's
/// decompositions by `Scripts/generate-unicode-decompositions.swift`, and Hangul syllables are decomposed
/// arithmetically (The Unicode Standard, §3.12).
public enum UnicodeDecomposition {
    /// Which decomposition to take.
    public enum Form: Sendable {
        /// Canonical decomposition (NFD): "é" → "e" and a combining acute accent.
        case canonical
        /// Compatibility decomposition (NFKD), which also splits ligatures and undoes width, font and
        /// circled variants: "ﬁ" → "fi", "Ａ" → "A", "𝐀" → "A", "①" → "1".
        case compatibility
    }

    /// The decomposition of `scalar` in `form` without combining marks (general categories Mn, Mc and
    /// Me), or nil when that decomposition leaves the scalar as it is.
    public static func baseScalars(of scalar: Unicode.Scalar, _ form: Form) -> [Unicode.Scalar]? {
        let value = scalar.value
        if value < 0xA0 {
            return nil
        }
        if let hangul = hangulSyllable(value) {
            return hangul
        }
        guard let index = entryIndex(of: value) else {
            return nil
        }
        let entry = entries[index]
        let compatibilityCount = Int(entry >> 5 & 31)
        let canonicalCode = entry & 31
        let start = Int(starts[index])
        let range: Range<Int>
        switch (form, canonicalCode) {
        case (.canonical, 0):
            return nil
        case (.canonical, 31), (.compatibility, _):
            range = start..<(start + compatibilityCount)
        case (.canonical, _):
            range = (start + compatibilityCount)..<(start + compatibilityCount + Int(canonicalCode))
        }
        return baseScalarValues[range].map { Unicode.Scalar($0).unsafelyUnwrapped }
    }

    /// Where each entry's base scalars start in ``baseScalarValues``.
    private static let starts: [Int32] = {
        var starts: [Int32] = []
        starts.reserveCapacity(entries.count)
        var next: Int32 = 0
        for entry in entries {
            starts.append(next)
            let canonicalCode = entry & 31
            next += Int32(entry >> 5 & 31) + (canonicalCode == 31 ? 0 : Int32(canonicalCode))
        }
        return starts
    }()

    /// The index of the entry for `value` in ``entries``, found by binary search, or nil.
    private static func entryIndex(of value: UInt32) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let key = entries[middle] >> 10
            if key == value {
                return middle
            }
            if key < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return nil
    }

    /// The leading consonant, vowel and (when there is one) trailing consonant of a precomposed Hangul
    /// syllable (U+AC00–U+D7A3), which are the same in both forms; nil for any other scalar.
    private static func hangulSyllable(_ value: UInt32) -> [Unicode.Scalar]? {
        guard (0xAC00...0xD7A3).contains(value) else {
            return nil
        }
        let index = value - 0xAC00
        let vowelsTimesTrailing: UInt32 = 21 * 28
        var jamo = [
            Unicode.Scalar(0x1100 + index / vowelsTimesTrailing).unsafelyUnwrapped,
            Unicode.Scalar(0x1161 + index % vowelsTimesTrailing / 28).unsafelyUnwrapped,
        ]
        if index % 28 != 0 {
            jamo.append(Unicode.Scalar(0x11A7 + index % 28).unsafelyUnwrapped)
        }
        return jamo
    }
}
