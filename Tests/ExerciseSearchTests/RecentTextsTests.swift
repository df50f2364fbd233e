import Testing

@testable import ExerciseSearch

@Suite("Recent texts")
struct RecentTextsTests {
    @Test("a remembered text is recognised; an unknown one, or one pushed out of its slot, is not")
    func remembers() {
        var recent = RecentTexts()
        #expect(recent.number(of: "Dumbbell") == nil)
        recent.remember("Dumbbell", as: 3)
        #expect(recent.number(of: "Dumbbell") == 3)
        #expect(recent.number(of: String("Dumb") + "bell") == 3)
        #expect(recent.number(of: "Bosu") == nil)
        // "Dumbbell" and "Dumbbelx" share a slot (same length and first byte): the later one replaces it.
        recent.remember("Dumbbelx", as: 4)
        #expect(recent.number(of: "Dumbbelx") == 4)
        #expect(recent.number(of: "Dumbbell") == nil)
        recent.remember("", as: 0)
        #expect(recent.number(of: "") == 0)
    }

    @Test("canonically equivalent spellings in the same slot share a number (they fold alike)")
    func canonicalEquivalence() {
        // 129 and 193 UTF-8 bytes, both starting with "a": the same slot ((129·7 + 97) % 64 = 40 =
        // (193·7 + 97) % 64), and equal under `==`.
        let composed = "a" + String(repeating: "\u{E9}", count: 64)
        let decomposed = "a" + String(repeating: "e\u{301}", count: 64)
        var recent = RecentTexts()
        recent.remember(composed, as: 1)
        #expect(recent.number(of: decomposed) == 1)
        #expect(SearchText.foldedPhrase(composed) == SearchText.foldedPhrase(decomposed))
    }
}
