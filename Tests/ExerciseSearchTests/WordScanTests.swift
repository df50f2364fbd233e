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
}
