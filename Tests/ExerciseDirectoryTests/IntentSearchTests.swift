import CatalogTestSupport
import ExerciseCatalog
import ExerciseSearch
import Testing

@testable import ExerciseDirectory

/// Siri's and Shortcuts' exercise query is the directory's own search: the same first result as
/// `otf search` for typos, shorthand and everyday names.
@MainActor
@Suite struct IntentSearchTests {
    /// Queries with typos and shorthand, and the first result `otf search --ids` printed for each on the
    /// real catalog (checked by hand on the built binary); nil where only the comparison is made.
    static let queries: [(query: String, first: String?)] = [
        ("gobet squat", "goblet-squat"),
        ("hamer curl", "hammer-curl"),
        ("pushup", "push-up"),
        ("reverse lunges", "reverse-lunge"),
        ("sl rdl", "single-leg-deadlift"),
        ("spiderman", "low-plank-wide-knee-drive"),
        ("inchworm", "inverted-walk-out"),
        ("kb swing", nil),
        ("db rdl", nil),
        ("mtn climber", nil),
        ("trx row", nil),
        ("bosu lunge", nil),
        ("skull crusher", nil),
        ("farmers carry", nil),
    ]

    @Test("on the sample, rows come best first and at most the limit; empty text lists browse order")
    func sample() async {
        let model = DirectoryModel { SampleCatalog.load() }
        #expect(
            await model.intentRows(matching: "gobet squat").first?.id == "goblet-squat", "loads the catalog")
        #expect(
            await model.intentRows(matching: "", limit: 3).map(\.id)
                == Array(DirectoryModelTests.sampleInBrowseOrder.prefix(3)))
        #expect(await model.intentRows(matching: "").count == IntentSearch.limit)
        #expect(
            await model.intentRows(withIDs: ["dead-bug", "retired", "push-up"]).map(\.id) == [
                "dead-bug", "push-up",
            ])
        #expect(model.query == "", "the directory's own query is left alone")
    }

    @Test("the suggestions are every exercise in browse order, not the first ten")
    func suggestionsAreEveryExercise() async {
        let model = DirectoryModel { SampleCatalog.load() }
        #expect(await model.intentSuggestions().map(\.id) == DirectoryModelTests.sampleInBrowseOrder)
    }

    @Test("the real catalog suggests each of its 1,220 exercises once", TestCatalog.isRequired)
    func suggestionsOfTheRealCatalog() async throws {
        let location = CatalogLocation.directory(path: try TestCatalog.directory(), reason: "test")
        let ids = await DirectoryModel(location: location).intentSuggestions().map(\.id)
        #expect(ids.count == 1220)
        #expect(Set(ids).count == 1220)
    }

    @Test(
        "the real catalog: the same first result as otf search for typos and shorthand",
        TestCatalog.isRequired)
    func sameFirstResultAsTheCommandLine() async throws {
        let location = CatalogLocation.directory(path: try TestCatalog.directory(), reason: "test")
        // What `otf search` runs: the catalog as CatalogSelection loads it, then SearchIndex.search.
        let commandLine = try IndexedCatalog.load(location)
        let model = DirectoryModel(location: location)
        for (query, handChecked) in Self.queries {
            let first = await model.intentRows(matching: query).first?.id
            #expect(first != nil, "\(query) finds nothing")
            #expect(first == commandLine.index.search(query).results.first?.exercise.id, "\(query)")
            if let handChecked { #expect(first == handChecked, "\(query)") }
        }
    }
}
