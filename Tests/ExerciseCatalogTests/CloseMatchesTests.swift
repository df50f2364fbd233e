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

    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("row", "row", 0), ("ab", "ba", 2), ("é", "e", 1),
    ])
    func levenshtein(lhs: String, rhs: String, distance: Int) {
        #expect(EditDistance.levenshtein(lhs, rhs) == distance)
    }
}
