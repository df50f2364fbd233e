import Foundation
import Testing

@testable import OTFExercises

@Suite("Highlighting matched parts of a name")
struct HighlightedNameTests {
    /// The text of each strongly emphasised run, in order.
    private func emphasised(_ text: AttributedString) -> [String] {
        text.runs.filter { $0.inlinePresentationIntent == .stronglyEmphasized }
            .map { String(text[$0.range].characters) }
    }

    @Test("each highlighted range is emphasised and the rest is not")
    func ranges() {
        let text = HighlightedName.attributedString("Goblet Squat Hold", highlights: [0..<6, 7..<12])
        #expect(emphasised(text) == ["Goblet", "Squat"])
        #expect(String(text.characters) == "Goblet Squat Hold")
    }

    @Test("offsets count characters, so emoji and accents do not shift the highlight")
    func characterOffsets() {
        let text = HighlightedName.attributedString("🔥 Crème Brûlée Row", highlights: [2..<7, 15..<18])
        #expect(emphasised(text) == ["Crème", "Row"])
    }

    @Test("ranges past the end, negative or empty are ignored")
    func outOfRange() {
        let text = HighlightedName.attributedString("Row", highlights: [1..<9, -1..<2, 2..<2, 0..<3])
        #expect(emphasised(text) == ["Row"])
    }
}
