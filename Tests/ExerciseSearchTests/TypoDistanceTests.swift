import Testing

@testable import ExerciseSearch

@Suite("Typo distance")
struct TypoDistanceTests {
    /// The distance from `query` to `word` within `limit`, or nil.
    private func distance(_ query: String, _ word: String, limit: Int = 9) -> Int? {
        var rows = TypoRows()
        return TypoDistance.distance(
            from: ArraySlice(query.unicodeScalars.map(\.value)),
            to: ArraySlice(word.unicodeScalars.map(\.value)),
            limit: limit, rows: &rows)
    }

    /// The distance from `query` to the closest beginning of `word` within `limit`, or nil.
    private func prefixDistance(_ query: String, _ word: String, limit: Int) -> Int? {
        var rows = TypoRows()
        return TypoDistance.prefixDistance(
            from: ArraySlice(query.unicodeScalars.map(\.value)),
            to: ArraySlice(word.unicodeScalars.map(\.value)),
            limit: limit, rows: &rows)
    }

    @Test(
        "counts edits, a swap of neighbours as one and any edit of the first letter as two",
        arguments: [
            ("front", "front", 0),
            ("fornt", "front", 1),  // swap of r and o
            ("sqaut", "squat", 1),  // swap of a and u
            ("hamer", "hammer", 1),  // insertion
            ("squatt", "squat", 1),  // deletion
            ("sqiat", "squat", 1),  // substitution
            ("rfont", "front", 2),  // swap involving the first letter
            ("xquat", "squat", 2),  // substitution of the first letter
            ("quat", "squat", 2),  // insertion before the first letter
            ("ssquat", "squat", 1),  // the second s is deleted, not the first
            ("hmaer", "hammer", 2),  // swap plus insertion
            ("bnehc", "bench", 2),
            ("", "row", 4),  // inserting r costs 2, then o and w 1 each
        ])
    func distances(query: String, word: String, expected: Int) {
        #expect(distance(query, word) == expected)
    }

    @Test("reports nothing beyond the limit")
    func limit() {
        #expect(distance("fornt", "front", limit: 0) == nil)
        #expect(distance("fornt", "front", limit: 1) == 1)
        #expect(distance("rfont", "front", limit: 1) == nil)
        #expect(distance("row", "rowing", limit: 2) == nil)  // three letters longer
    }

    @Test(
        "gives a budget of 0, 1 or 2 typos by word length",
        arguments: [(1, 0), (2, 0), (3, 0), (4, 1), (5, 1), (7, 1), (8, 2), (12, 2)])
    func budgets(length: Int, budget: Int) {
        #expect(TypoDistance.budget(forLength: length) == budget)
    }

    @Test("measures a typed beginning against the closest beginning of a word")
    func prefixes() {
        #expect(prefixDistance("gobl", "goblet", limit: 1) == 0)
        #expect(prefixDistance("sqau", "squat", limit: 1) == 1)
        #expect(prefixDistance("skeir", "skiers", limit: 1) == 1)
        #expect(prefixDistance("xyz", "squat", limit: 1) == nil)
        #expect(prefixDistance("squatting", "squat", limit: 2) == nil)  // four letters past the word
    }
}
