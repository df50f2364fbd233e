import ExerciseCatalog
import ExerciseSearch
import Foundation
import Testing

@testable import ExerciseDirectory

/// Picking up where the person left off: the kept state's JSON, and what the directory makes of it.
@MainActor
@Suite struct DirectoryStateTests {
    @Test("the state round-trips through its JSON, facets by name, values as search folds them, keys sorted")
    func roundTrips() throws {
        var filters = SearchFilters.none
        filters.select("dumbbell", in: .equipment)
        filters.select("lower_body", in: .category)
        let state = DirectoryState(query: "gobet squat", filters: filters, exerciseID: "goblet-squat")
        let json = try #require(String(data: state.encoded(), encoding: .utf8))
        #expect(
            json
                == #"{"exercise":"goblet-squat","filters":{"category":["lower body"],"equipment":["dumbbell"]},"#
                + #""query":"gobet squat"}"#)
        let read = try #require(DirectoryState(encoded: state.encoded()))
        #expect(read == state)
        #expect(read.filters == filters)
    }

    @Test("unreadable data restores nothing; a facet this build does not know is left out")
    func forgiving() throws {
        #expect(DirectoryState(encoded: nil) == nil)
        #expect(DirectoryState(encoded: Data("not json".utf8)) == nil)
        #expect(DirectoryState(encoded: Data(#"{"filters":{}}"#.utf8)) == nil, "no query: not a state")
        let state = try #require(
            DirectoryState(
                encoded: Data(#"{"query":"row","filters":{"colour":["red"],"platform":["tiktok"]}}"#.utf8)))
        #expect(state.exerciseID == nil)
        var expected = SearchFilters.none
        expected.select("tiktok", in: .platform)
        #expect(state.filters == expected)
    }

    @Test("the directory keeps its query, filters and the open exercise, and restores them")
    func keepsAndRestores() async throws {
        let model = DirectoryModel { SampleCatalog.load() }
        await model.load()
        model.query = "squat"
        model.toggle("dumbbell", in: .equipment)
        model.open("goblet-squat")
        model.open("hammer-curl")
        let kept = model.restorableState
        #expect(kept.exerciseID == "hammer-curl", "the top screen's exercise")

        let restored = DirectoryModel { SampleCatalog.load() }
        await restored.loadOnce(
            requesting: LaunchOptions(arguments: []), restoring: DirectoryState(encoded: kept.encoded()))
        #expect(restored.query == "squat")
        #expect(restored.chips.map(\.label) == ["Dumbbell"])
        // Of the sample's six dumbbell exercises only Goblet Squat says "squat".
        #expect(restored.rows.map(\.id) == ["goblet-squat"])
        #expect(restored.path == [.detail(id: "hammer-curl")])
        #expect(restored.notice == nil)
        #expect(restored.restorableState == kept)
    }

    @Test("an exercise and filter values the catalog no longer has are dropped without a notice")
    func dropsUnknownIDs() async throws {
        var filters = SearchFilters.none
        filters.select("dumbbell", in: .equipment)
        filters.select("hovercraft", in: .equipment)
        filters.select("nobody-we-know", in: .creator)
        let state = DirectoryState(query: "", filters: filters, exerciseID: "retired-exercise")
        let model = DirectoryModel(execution: .background) { SampleCatalog.load() }
        await model.loadOnce(requesting: LaunchOptions(arguments: []), restoring: state)
        #expect(model.path.isEmpty)
        #expect(model.notice == nil)
        var known = SearchFilters.none
        known.select("dumbbell", in: .equipment)
        #expect(model.filters == known)
        #expect(model.activeFilterCount == 1)
        // The six dumbbell exercises of DirectoryModelTests, not nothing behind a filter no chip shows.
        #expect(model.rows.count == 6)
    }

    @Test("a state arriving after loading is restored too, once; a second one is ignored")
    func restoresAfterLoading() async {
        let model = DirectoryModel { SampleCatalog.load() }
        await model.waitForCatalog()
        await model.loadOnce(
            requesting: LaunchOptions(arguments: []),
            restoring: DirectoryState(query: "hammer", exerciseID: "hammer-curl"))
        #expect(model.rows.map(\.id) == ["hammer-curl"])
        #expect(model.path == [.detail(id: "hammer-curl")])
        await model.loadOnce(
            requesting: LaunchOptions(arguments: []), restoring: DirectoryState(query: "row"))
        #expect(model.query == "hammer")
    }

    @Test("-restoreState JSON starts from that state (Debug builds only)")
    func launchArgument() {
        let json = #"{"exercise":"dead-bug","filters":{},"query":""}"#
        #expect(
            LaunchOptions(arguments: ["-restoreState", json], isDebugBuild: true).restoredState
                == DirectoryState(exerciseID: "dead-bug"))
        #expect(LaunchOptions(arguments: ["-restoreState", json], isDebugBuild: false).restoredState == nil)
        #expect(LaunchOptions(arguments: ["-restoreState", "{"]).restoredState == nil)
    }
}
