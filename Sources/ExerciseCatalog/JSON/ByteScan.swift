/// Word-at-a-time tests that let the parser skip eight ordinary bytes at once.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Eight ASCII spaces read as one little- or big-endian word.
    static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// True when any of the eight bytes in `word` is a quote, a backslash, a control character
    /// (below 0x20) or not ASCII; false means all eight are plain string content.
    ///
    /// Uses the classic "has zero byte" test, `(x - 0x01…) & ~x & 0x80…`, on the word XOR-ed with
    /// each special byte; it can report a false positive only next to a true one, which is safe
    /// because the caller then looks at each byte.
    static func needsAttentionInString(_ word: UInt64) -> Bool {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        return (control | hasQuote | hasBackslash | word) & highBits != 0
    }
}
