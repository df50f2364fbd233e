import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// A query is cleaned the way a paste is before it is split into words: the words searched are the
/// words a terminal or a search field shows.
@Suite struct QueryCleaningTests {
    private let index = SearchIndex(exercises: SampleCatalog.load().exercises)

    /// The ids of the results for `query`, in order.
    private func ids(_ query: String) -> [String] {
        index.search(query).results.map(\.exercise.id)
    }

    @Test(
        "an escape sequence is dropped with its payload; a bidi control does not split its word",
        arguments: [
            "goblet \u{1B}]0;plank deadbug\u{07}squat", "goblet \u{1B}]8;;https://x.example/\u{1B}\\squat",
            "gob\u{202E}let squat", "goblet\u{2066} squat\u{2069}", "goblet \u{9D}0;plank\u{9C}squat",
            "\u{1B}[31mgoblet\u{1B}[0m squat",
        ])
    func aQueryIsCleanedLikeAPaste(query: String) {
        #expect(ids(query) == ids("goblet squat"))
        #expect(index.search(query).queryWords == ["goblet", "squat"])
    }
}
