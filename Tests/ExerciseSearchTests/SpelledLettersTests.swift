import Testing

@testable import ExerciseSearch

@Suite("Single letters typed apart")
struct SpelledLettersTests {
    /// The words the test treats as known.
    private static let known: Set<String> = ["trx", "kb", "db"]

    private static func joined(_ texts: [String]) -> [String]? {
        SpelledLetters.joined(texts) { known.contains($0) }
    }

    @Test("a run of single letters that spells a known word is joined; other words stay")
    func joinsKnownRuns() {
        #expect(Self.joined(["t", "r", "x", "low", "row"]) == ["trx", "low", "row"])
        #expect(Self.joined(["k", "b", "swing", "d", "b", "row"]) == ["kb", "swing", "db", "row"])
        #expect(Self.joined(["single", "arm", "d", "b"]) == ["single", "arm", "db"])
        // A letter that is a word of its own before the run stays one: "a t.r.x. row", "curls w/ d.b.".
        #expect(Self.joined(["a", "t", "r", "x", "row"]) == ["a", "trx", "row"])
        #expect(Self.joined(["curls", "w", "d", "b"]) == ["curls", "w", "db"])
    }

    @Test("a run that spells nothing known, a lone letter and digits are left as typed")
    func leavesTheRest() {
        #expect(Self.joined(["y", "t", "w", "raise"]) == nil)
        #expect(Self.joined(["v", "up"]) == nil)
        #expect(Self.joined(["1", "2", "kneeling"]) == nil)
        #expect(Self.joined([]) == nil)
        // "ytw" is unknown, so the letters stay, and "k b" after them is still joined.
        #expect(Self.joined(["y", "t", "w", "raise", "k", "b"]) == ["y", "t", "w", "raise", "kb"])
    }
}
