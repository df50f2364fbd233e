import Testing

@testable import TerminalKit

@Suite("A name cut into matched and unmatched runs for a terminal")
struct HighlightedRunTests {
    private func plain(_ text: String) -> HighlightedRun { HighlightedRun(text, isHighlighted: false) }
    private func marked(_ text: String) -> HighlightedRun { HighlightedRun(text, isHighlighted: true) }

    @Test("ranges are Character offsets: matched words between the plain parts")
    func cutsAtTheRanges() {
        #expect(
            HighlightedRun.runs(of: "Goblet Squat", highlighting: [0..<6]) == [
                marked("Goblet"), plain(" Squat"),
            ])
        #expect(
            HighlightedRun.runs(of: "Dumbbell High Row", highlighting: [0..<8, 14..<17])
                == [marked("Dumbbell"), plain(" High "), marked("Row")])
        #expect(
            HighlightedRun.runs(of: "Plié Squat 💪", highlighting: [5..<10])
                == [plain("Plié "), marked("Squat"), plain(" 💪")])
        #expect(
            HighlightedRun.runs(of: "👍🏿 Row 💪🏽 Press", highlighting: [2..<5, 8..<13])
                == [plain("👍🏿 "), marked("Row"), plain(" 💪🏽 "), marked("Press")])
        #expect(HighlightedRun.runs(of: "Row", highlighting: [1..<1]) == [plain("R"), plain("ow")])
    }

    @Test("no highlights give the whole text as one plain run")
    func noHighlights() {
        #expect(HighlightedRun.runs(of: "Goblet Squat", highlighting: []) == [plain("Goblet Squat")])
    }

    @Test("a name that sanitising changed keeps none of its highlights, which would mark the wrong letters")
    func sanitisedNamesDropHighlights() {
        #expect(
            HighlightedRun.runs(of: "Goblet\u{7}\u{7}\u{7} Squat", highlighting: [10..<15])
                == [plain("Goblet Squat")])
        #expect(
            HighlightedRun.runs(of: "Row\u{1B}[31m Red", highlighting: [0..<3]) == [plain("Row Red")])
    }

    @Test("a range past the end or overlapping the one before is ignored")
    func badRangesAreIgnored() {
        #expect(HighlightedRun.runs(of: "Row", highlighting: [1..<9]) == [plain("Row")])
        #expect(
            HighlightedRun.runs(of: "Goblet Squat", highlighting: [0..<6, 3..<9])
                == [marked("Goblet"), plain(" Squat")])
    }
}
