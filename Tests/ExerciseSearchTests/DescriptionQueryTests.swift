import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// A member describes a move or asks a question in a whole sentence: a long query keeps its content
/// words.
@Suite("Descriptions and questions")
struct DescriptionQueryTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("incline-walk", "Incline Walk", equipment: ["treadmill"]),
        F.exercise("push-up-hold", "Push Up Hold"),
    ]

    private let index = SearchIndex(exercises: Self.catalog)

    private func ids(_ query: String) -> [String] {
        index.search(query).results.map(\.exercise.id)
    }

    /// The words `query` is searched by, stopwords included.
    private func plannedWords(_ query: String, options: SearchOptions = .asTyped) -> [String] {
        QueryPlan(query: query, storage: index.storage, options: options).words.map(\.text)
    }

    @Test("a query of more than 12 words leaves its optional words out before it is cut")
    func longQueryKeepsContentWords() {
        // 16 words; cut after 12, "steep incline … treadmill" would be lost.
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
}
