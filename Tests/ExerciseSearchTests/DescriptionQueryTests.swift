import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// A member describes a move or asks a question in a whole sentence: a long query keeps its content
/// words, and a description ranks by the words it finds outside the coaching cues.
@Suite("Descriptions and questions")
struct DescriptionQueryTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("incline-walk", "Incline Walk", equipment: ["treadmill"]),
        F.exercise("push-up-hold", "Push Up Hold"),
        F.exercise("single-leg-row", "Single Leg Row", equipment: ["dumbbell"]),
        F.exercise(
            "balance-tips", "Balance Tips", cues: ["Keep one hip level over the leg and row slowly"]),
    ]

    private let index = SearchIndex(exercises: Self.catalog)

    private func ids(_ query: String, options: SearchOptions = .asTyped) -> [String] {
        index.search(query, options: options).results.map(\.exercise.id)
    }

    /// The words `query` is searched by, stopwords included.
    private func plannedWords(_ query: String, options: SearchOptions = .asTyped) -> [String] {
        QueryPlan(query: query, storage: index.storage, options: options).words.map(\.text)
    }

    @Test("a query of more than 12 words leaves its optional words out before it is cut")
    func longQueryKeepsContentWords() {
        // 17 words; cut after 12, "steep incline … treadmill" would be lost.
        let query = "is it bad to hold onto the rails when walking up a steep incline on the treadmill"
        #expect(
            plannedWords(query) == [
                "bad", "hold", "onto", "rails", "walking", "up", "steep", "incline", "treadmill",
            ])
        // Incline Walk matches walking (its "-ing" form), incline and treadmill; Push Up Hold only
        // hold and up.
        #expect(ids(query).first == "incline-walk")
        // As complete text question words count: "when" stays, the stopwords ("is", "it", …) go.
        #expect(
            plannedWords(query, options: .completeText) == [
                "bad", "hold", "onto", "rails", "when", "walking", "up", "steep", "incline", "treadmill",
            ])
    }

    @Test("a query of at most 12 words, or of optional words only, keeps its first words")
    func shortOrOptionalQueriesKeepTheirWords() {
        let twelve = "hold the rails when walking up a steep incline on the treadmill"
        #expect(plannedWords(twelve) == twelve.split(separator: " ").map(String.init))
        let stopwords = Array(repeating: "the", count: 13).joined(separator: " ")
        #expect(plannedWords(stopwords) == Array(repeating: "the", count: 12))
    }

    @Test("a description ranks a word found only in the coaching cues as missing")
    func descriptionDiscountsCueMatches() {
        // Counted: balance, one, leg, row, dumbbell, hip (six). Single Leg Row matches one and leg
        // ("one leg" is "single leg"), row and dumbbell in its name and tags, and lacks balance and hip:
        // 2 missing. Balance Tips matches balance in its name and one, hip, leg and row only in its cue,
        // and lacks dumbbell: 1 missing, 5 once its cue words count as missing.
        let query = "balance on one leg and row the dumbbell to your hip"
        #expect(ids(query).prefix(2) == ["single-leg-row", "balance-tips"])
        // A workout line is complete text, no description: its cue matches count as before.
        #expect(ids(query, options: .completeText).prefix(2) == ["balance-tips", "single-leg-row"])
    }

    @Test("a query of three counted words is no description: cue matches count")
    func shortQueriesKeepCueMatches() {
        // Single Leg Row lacks balance, Balance Tips (row in its cue) dumbbell: one each. Dumbbell is a
        // word some result matched in a tag, balance none, so lacking balance costs more (missing
        // untagged words). Read as a description, Balance Tips would lack two.
        #expect(ids("balance row dumbbell") == ["balance-tips", "single-leg-row"])
    }
}
