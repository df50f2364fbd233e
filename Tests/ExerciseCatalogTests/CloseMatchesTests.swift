import Testing

@testable import ExerciseCatalog

@Suite struct CloseMatchesTests {
    private let catalog = SampleCatalog.load()

    @Test(arguments: [
        ("goblet-sqat", ["goblet-squat"]),
        ("squat", ["goblet-squat", "plie-squat-with-kettlebell"]),
        ("pushup", ["push-up"]),
        ("push-ups", ["push-up"]),
        ("dead-bugs", ["dead-bug"]),
        ("", []),
    ])
    func suggestsIdsThatLookAlike(id: String, expected: [String]) {
        #expect(catalog.closeMatches(forID: id) == expected)
    }

    /// The sample's longest id, "12-kneeling-single-arm-low-row", has 30 bytes: up to 60 an id is
    /// compared, beyond that it looks like nothing.
    @Test func anIdMoreThanTwiceTheLongestLooksLikeNone() {
        let atLimit = "goblet-squat-" + String(repeating: "x", count: 47)
        #expect(catalog.closeMatches(forID: atLimit) == ["goblet-squat"])
        #expect(catalog.closeMatches(forID: atLimit + "x") == [])
        #expect(catalog.closeMatches(forID: String(repeating: "goblet-squat", count: 10_000)) == [])
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("row", "row", 0), ("ab", "ba", 2), ("é", "e", 1),
    ])
    func levenshtein(lhs: String, rhs: String, distance: Int) {
        #expect(EditDistance.levenshtein(lhs, rhs) == distance)
    }
}
