/// The code points a terminal draws two columns wide because Unicode gives them the East Asian Width
/// "Wide" or "Fullwidth", leaving out the emoji, which `DisplayWidth` finds by their emoji presentation.
enum EastAsianWide {
    /// Sorted, non-overlapping ranges: Hangul Jamo leading consonants, CJK radicals, punctuation, kana,
    /// ideographs, Yi, Hangul syllables, compatibility and fullwidth forms, Tangut, Khitan, Nüshu, kana
    /// supplements, enclosed ideographic supplement, and the ideograph planes 2 and 3.
    private static let ranges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,
        0x2329...0x232A,
        0x2E80...0x2E99,
        0x2E9B...0x2EF3,
        0x2F00...0x2FD5,
        0x2FF0...0x2FFF,
        0x3000...0x303E,
        0x3041...0x3096,
        0x3099...0x30FF,
        0x3105...0x312F,
        0x3131...0x318E,
        0x3190...0x31E5,
        0x31EF...0x321E,
        0x3220...0x3247,
        0x3250...0x4DBF,
        0x4E00...0xA48C,
        0xA490...0xA4C6,
        0xA960...0xA97C,
        0xAC00...0xD7A3,
        0xF900...0xFAFF,
        0xFE10...0xFE19,
        0xFE30...0xFE52,
        0xFE54...0xFE66,
        0xFE68...0xFE6B,
        0xFF01...0xFF60,
        0xFFE0...0xFFE6,
        0x16FE0...0x16FE4,
        0x16FF0...0x16FF1,
        0x17000...0x187F7,
        0x18800...0x18CD5,
        0x18D00...0x18D08,
        0x1AFF0...0x1AFF3,
        0x1AFF5...0x1AFFB,
        0x1AFFD...0x1AFFE,
        0x1B000...0x1B122,
        0x1B132...0x1B132,
        0x1B150...0x1B152,
        0x1B155...0x1B155,
        0x1B164...0x1B167,
        0x1B170...0x1B2FB,
        0x1F200...0x1F202,
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F260...0x1F265,
        0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    /// Where the first range starts: nothing below it is wide.
    private static let firstWide: UInt32 = 0x1100

    /// Whether `value` lies in one of the ranges (binary search); the Latin, Greek, Cyrillic and other
    /// scalars below ``firstWide`` are answered without touching the table.
    static func contains(_ value: UInt32) -> Bool {
        guard value >= firstWide else {
            return false
        }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if value > ranges[middle].upperBound {
                low = middle + 1
            } else if value < ranges[middle].lowerBound {
                high = middle
            } else {
                return true
            }
        }
        return false
    }
}
