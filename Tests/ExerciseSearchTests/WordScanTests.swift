import Testing

@testable import ExerciseSearch

/// The indexer runs adjacent words together and takes whole names as keys straight from a scan's
/// buffer, so the buffer must hold the words back to back and nothing else.
@Suite struct WordScanTests {
    /// Texts through every path of the scan: plain ASCII, ASCII with "1/2", carriage returns, accents,
    /// "½", apostrophes, emoji, combining marks, and nothing foldable.
    static let texts = [
        "Goblet Squat", "1/2 Kneeling Chop", "Row\r\nPress", "Échappé Jump", "½ Burpee", "Farmer's Carry",
        "🔥 Push-Up 🔥", "cafe\u{301} curl", "   ", "", "TRX Y-Fly (slow)", "Step-ups x10, 1/2 reps",
    ]

    @Test(arguments: texts)
    func wordsLieBackToBackAndFillTheBuffer(text: String) {
        for needsOffsets in [true, false] {
            var scan = WordScan()
            scan.scan(text, needsCharacterOffsets: needsOffsets)
            let ranges = scan.words.map(\.bytes)
            #expect(ranges.first?.lowerBound ?? 0 == 0)
            #expect(ranges.last?.upperBound ?? 0 == scan.bytes.count)
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
    }

    @Test func aNameRunsTogetherAsItsKey() {
        var scan = WordScan()
        scan.scan("1/2 Kneeling Chop")
        #expect(String(decoding: scan.bytes, as: UTF8.self) == "halfkneelingchop")
    }

    /// The words of `text` with their Character ranges.
    private static func scanned(_ text: String, needsOffsets: Bool = true) -> [(String, Range<Int>)] {
        var scan = WordScan()
        scan.scan(text, needsCharacterOffsets: needsOffsets)
        return scan.words.map { (String(decoding: scan.text(of: $0), as: UTF8.self), $0.characters) }
    }

    @Test("non-ASCII text read from its UTF-8: halves with any fraction slash, offsets in Characters")
    func utf8Path() {
        // "Café" 0..<4, space, "1/2" 5..<8, space, "Row" 9..<12.
        #expect(Self.scanned("Café 1/2 Row").map(\.0) == ["cafe", "half", "row"])
        #expect(Self.scanned("Café 1/2 Row").map(\.1) == [0..<4, 5..<8, 9..<12])
        // U+2044 stands alone; "½" is one Character read as half; a digit before "1" keeps the number.
        #expect(Self.scanned("“1\u{2044}2” ½ 11\u{2044}2").map(\.0) == ["half", "half", "11", "2"])
        #expect(Self.scanned("“1\u{2044}2” ½ 11\u{2044}2").map(\.1) == [1..<4, 6..<7, 8..<10, 11..<12])
        // A combining accent joins its letter, so offsets take the grapheme path (U+2215 is a fraction slash
        // too); without offsets, the UTF-8 path gives the same words.
        for needsOffsets in [true, false] {
            #expect(
                Self.scanned("x 1\u{2215}2 e\u{301}", needsOffsets: needsOffsets).map(\.0) == [
                    "x", "half", "e",
                ])
        }
        #expect(Self.scanned("x 1\u{2215}2 e\u{301}").map(\.1) == [0..<1, 2..<5, 6..<7])
    }

    @Test("words set from pieces are those of the pieces scanned joined by spaces")
    func setWordsMatchesScanningTheJoinedText() {
        let folded = Array("singlelegdeadlift".utf8)
        var set = WordScan()
        folded.withUnsafeBufferPointer { set.setWords([0..<6, 6..<9, 9..<17], of: $0) }
        var scanned = WordScan()
        scanned.scan("single leg deadlift")
        #expect(set.bytes == scanned.bytes)
        #expect(set.words.map(\.bytes) == [0..<6, 6..<9, 9..<17])
        // Offsets count from the start of "single leg deadlift": one space before "leg", two before
        // "deadlift".
        #expect(set.words.map(\.characters) == [0..<6, 7..<10, 11..<19])
        #expect(set.words.map(\.characters) == scanned.words.map(\.characters))
    }
}
