import Testing

@testable import ExerciseCatalog

@Suite struct ByteScanTests {
    /// Where `ByteScan` finds "#" or either case of "k" in `text` from `start`.
    private static func firstMark(_ text: String, from start: Int = 0) -> Int {
        Array(text.utf8).withUnsafeBufferPointer {
            ByteScan.firstIndex(of: UInt8(ascii: "#"), orLetter: UInt8(ascii: "k"), in: $0, from: start)
        }
    }

    @Test("finds the first '#', 'k' or 'K' in a short tail, in a skipped word and after it")
    func findsTheFirstMark() {
        #expect(Self.firstMark("#otf") == 0)
        #expect(Self.firstMark("squat") == 5)
        #expect(Self.firstMark("") == 0)
        // Sixteen plain bytes are skipped a word at a time; the mark is the 17th byte.
        #expect(Self.firstMark("abcdefghijlmnopqK") == 16)
        #expect(Self.firstMark("abcdefgh#ijk") == 8)
        #expect(Self.firstMark("abcdefghij k", from: 3) == 11)
        #expect(Self.firstMark("#abc#", from: 1) == 4)
        // A mark inside a full word of eight bytes, from the start and from an unaligned place.
        #expect(Self.firstMark("abc#defghijk") == 3)
        #expect(Self.firstMark("abKdefgh") == 2)
        #expect(Self.firstMark("xyzabcdefg#hijklmn", from: 1) == 10)
        #expect(Self.firstMark("xyzabcdefgkhijklmn", from: 3) == 10)
    }

    @Test("a byte that only looks like a mark with its 0x20 bit set is passed over")
    func passesOverLookAlikes() {
        // U+0003 is "#" without its 0x20 bit; "K" with it is "k", but U+000B is neither.
        #expect(Self.firstMark("abc\u{3}defghijklm") == 11)
        #expect(Self.firstMark("abc\u{3}\u{B}efg") == 8)
    }
}
