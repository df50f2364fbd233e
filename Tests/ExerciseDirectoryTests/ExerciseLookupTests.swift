import ExerciseCatalog
import ExerciseDirectory
import ExerciseSearch
import Testing

@Suite struct ExerciseLookupTests {
    private let catalog = SampleCatalog.load()
    private var index: SearchIndex { SearchIndex(exercises: catalog.exercises) }

    private func found(_ text: String) -> String? {
        if case .found(let exercise) = ExerciseLookup.find(text, in: catalog, index: index) {
            return exercise.id
        }
        return nil
    }

    @Test func findsByIdThenByTheWholeName() {
        #expect(found("goblet-squat") == "goblet-squat")
        #expect(found("Goblet Squat") == "goblet-squat")
        #expect(found("worlds greatest stretch") == "world-greatest-stretch")
        #expect(found("PLIE squat with kettlebell") == "plie-squat-with-kettlebell")
        // A name word alone is not a name.
        #expect(found("goblet") == nil)
    }

    @Test func offersCloseIdsAndSearchResults() {
        guard case .notFound(let closest) = ExerciseLookup.find("hamer curl", in: catalog, index: index)
        else {
            Issue.record("\"hamer curl\" is no name")
            return
        }
        #expect(closest.map(\.id) == ["hammer-curl"])
        guard case .notFound(let none) = ExerciseLookup.find("xylophone", in: catalog, index: index) else {
            Issue.record("\"xylophone\" is no name")
            return
        }
        #expect(none.isEmpty)
    }

    @Test func theMessageListsIdsAligned() {
        #expect(ExerciseLookup.notFoundMessage("x", closest: []) == "no exercise with id or name \"x\"")
        #expect(
            ExerciseLookup.notFoundMessage(
                "row", closest: [("trx-low-row", "TRX Low Row"), ("2-point-row", "2 Point Row")])
                == "no exercise with id or name \"row\"; did you mean:\n  trx-low-row  TRX Low Row\n"
                + "  2-point-row  2 Point Row")
    }
}
