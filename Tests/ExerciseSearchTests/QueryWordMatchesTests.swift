import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Query word matches and complete text")
struct QueryWordMatchesTests {
    private typealias F = SearchFixtures

    private let index = SearchIndex(exercises: [
        F.exercise("goblet-squat", "Goblet Squat", equipment: ["dumbbell"]),
        F.exercise("sitting-twist", "Sitting Twist", cues: ["Keep a wall behind you"]),
        F.exercise("row", "Row"),
    ])

    @Test("complete text leaves out the last-word prefix match; typing keeps it")
    func completeText() {
        #expect(index.search("twi").results.map(\.exercise.id) == ["sitting-twist"])
        #expect(index.search("twi", options: .completeText).results.isEmpty)
        // "sitting" is a form of "sit" (WordForms), not a word it begins.
        #expect(index.search("sit", options: .completeText).results.map(\.exercise.id) == ["sitting-twist"])
        #expect(index.search("gobl", options: .completeText).results.isEmpty)
        #expect(index.search("goblet", options: .completeText).results.map(\.exercise.id) == ["goblet-squat"])
    }

    @Test("each result says which counted words it matched, where and with typos")
    func masks() throws {
        let results = index.search("the goblet sqaut dumbbell")
        #expect(results.queryWords == ["goblet", "sqaut", "dumbbell"])
        #expect(results.queryWordBits == [0b10, 0b100, 0b1000])
        let first = try #require(results.results.first)
        #expect(first.words.matched == 0b1110)
        #expect(first.words.inNameOrTags == 0b1110)
        #expect(first.words.inName == 0b0110)
        #expect(first.words.withoutTypos == 0b1010)
        #expect(results.missingWords(of: first).isEmpty)
        #expect(!results.isPartial)
    }

    @Test("a word matched only in the cues is matched but not in the name or tags")
    func cuesOnly() throws {
        let results = index.search("wall twist")
        let first = try #require(results.results.first)
        #expect(first.exercise.id == "sitting-twist")
        #expect(first.words.matched == 0b11)
        #expect(first.words.inNameOrTags == 0b10)
        #expect(first.words.inName == 0b10)
    }

    @Test("a partial result names the words it missed")
    func partial() throws {
        let results = index.search("zzzzzzzz impossible row")
        let first = try #require(results.results.first)
        #expect(results.missingWords(of: first) == ["zzzzzzzz", "impossible"])
        #expect(results.isPartial)
        let some = index.search("goblet row")
        #expect(some.isPartial)
        #expect(!index.search("").isPartial)
    }
}
