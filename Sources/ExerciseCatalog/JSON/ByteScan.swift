/// Word-at-a-time tests that let a reader skip eight ordinary bytes at once: the JSON parser in
/// strings, the search index in captions.
package enum ByteScan {
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

    /// The first index of `bytes` from `start` on that holds `byte` or either case of `letter`.
    ///
    /// `letter` is a lower-case ASCII letter, matched by a byte that equals it with its 0x20 bit set;
    /// `byte` must have that bit set already ("#" does). Eight bytes holding neither are skipped at
    /// once; with none, the result is the end of `bytes`.
    package static func firstIndex(
        of byte: UInt8, orLetter letter: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        guard let base = bytes.baseAddress else {
            return bytes.count
        }
        var start = start
        while start < bytes.count {
            let end = min(start + 8, bytes.count)
            if end - start == 8 {
                let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self) | eightSpaces
                if !contains(byte, in: word) && !contains(letter, in: word) {
                    start = end
                    continue
                }
            }
            for index in start..<end where bytes[index] == byte || bytes[index] | 0x20 == letter {
                return index
            }
            start = end
        }
        return bytes.count
    }

    /// True when any of the eight bytes in `word` equals `byte` (the same "has zero byte" test on the
    /// word XOR-ed with it; the answer for the word as a whole is exact).
    private static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        let matched = word ^ (ones &* UInt64(byte))
        return (matched &- ones) & ~matched & highBits != 0
    }
}
