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
}
