import AppTestSupport
import ExerciseCatalog
import ExerciseSearch
import Testing

@testable import ExerciseDirectory

/// Pins what each of the iPhone app's UI tests waits for to what the model says on the sample catalog,
/// with every value worked out by hand from the sample's 21 exercises.
@MainActor
@Suite struct UITestExpectationsTests {
    private let expected = UITestExpectations(catalog: SampleCatalog.load())

    @Test("DirectoryUITests: every exercise is shown, the sample says so")
    func directory() {
        #expect(expected.showingLine() == "Showing 21 of 21 exercises")
        #expect(expected.showsSampleBanner)
        #expect(AccessibilityID.showingLine == "showingLine")
        #expect(AccessibilityID.sampleBanner == "sampleBanner")
        #expect(AccessibilityID.searchField == "searchField")
    }

    @Test("DirectoryUITests: searching goblet squat shows its row, labelled by name first")
    func searchingGobletSquat() throws {
        let label = try #require(expected.resultRowLabel(query: "goblet squat", id: "goblet-squat"))
        #expect(label.hasPrefix("Goblet Squat. Lower Body. Muscles: Quads, Glutes. Dumbbell. By "))
        #expect(label.hasSuffix(". 2 demos."))
        #expect(AccessibilityID.resultRow("goblet-squat") == "resultRow-goblet-squat")
    }

    @Test("DirectoryUITests: a search without results says so and shows 0 of 21")
    func noResults() {
        #expect(
            expected.emptyStateTitle(query: "qqqqzzzzxxxx")
                == "No exercises found — try a different search or clear a filter")
        #expect(expected.showingLine(query: "qqqqzzzzxxxx") == "Showing 0 of 21 exercises")
        #expect(expected.emptyStateTitle(query: "goblet") == nil)
    }

    @Test("DirectoryUITests: a query no exercise fully matches names the words nothing matched")
    func partialMatch() {
        #expect(
            expected.directory(query: "zzzzzzzz impossible curl").partialMatchNotice
                == "No exercise matches every word; showing matches without: zzzzzzzz, impossible")
        #expect(AccessibilityID.partialMatchNotice == "partialMatchNotice")
    }

    @Test("FilterToDetailUITests: Lower Body gives 5 (goblet, BOSU lunge, plié, mini band, RDL)")
    func filterToDetail() throws {
        #expect(expected.showResultsLabel(selecting: "lower_body", in: .category) == "Show 5 results")
        #expect(expected.showingLine(selecting: [(.category, "lower_body")]) == "Showing 5 of 21 exercises")
        #expect(
            expected.chipIdentifier(selecting: "lower_body", in: .category)
                == "filterChip-category:lower_body")
        #expect(AccessibilityID.facetOption(.category, "lower_body") == "facetOption-category-lower_body")
        let detail = try #require(expected.detail(id: "goblet-squat"))
        #expect(detail.title == "Goblet Squat")
        #expect(detail.videos.map(\.id) == ["ig_SAMPLE001", "7000000000000000002"])
        #expect(detail.videos.allSatisfy { $0.watchURL == nil && $0.refusalReason != nil })
        #expect(AccessibilityID.videoRefusal("ig_SAMPLE001") == "videoRefusal-ig_SAMPLE001")
    }

    @Test("FilterToDetailUITests: Clear All brings back all 21")
    func clearAll() {
        let model = expected.directory(selecting: [(.category, "lower_body")])
        model.clearAll()
        #expect(model.showingLine == "Showing 21 of 21 exercises")
        #expect(model.chips.isEmpty)
    }

    @Test("AboutUITests: the whole disclaimer, the sample's description without a command, 21 exercises")
    func about() throws {
        let about = try #require(expected.about)
        #expect(
            about.fullDisclaimer
                == "Unofficial fan directory — not affiliated with Orangetheory Fitness. Videos belong to their "
                + "creators. Orangetheory, OTF, and related marks belong to their respective owners. Videos are "
                + "not copied: links open the original Instagram or TikTok post.")
        #expect(about.appCatalogDescription.hasPrefix("Sample catalog"))
        #expect(!about.appCatalogDescription.contains("otf") && !about.appCatalogDescription.contains("`"))
        #expect(about.stats.first == "21 exercises")
        #expect(about.webAppAddress == "https://o-tf-exercises.vercel.app")
    }

    @Test("DeepLinkUITests: a link opens goblet squat; an unknown one names the id")
    func deepLinks() {
        #expect(expected.notice(openingLink: "otfexercises://exercise/goblet-squat") == nil)
        #expect(
            expected.notice(openingLink: "otfexercises://exercise/no-such-exercise-here")
                == "No exercise “no-such-exercise-here” in this catalog.")
        #expect(expected.detail(id: "goblet-squat")?.title == "Goblet Squat")
    }

    @Test("DeepLinkUITests: the intent finds goblet squat for “gobet squat” and hands the app its link")
    func intentLink() throws {
        let found = try #require(expected.intentLink(for: "gobet squat"))
        #expect(found.link == "otfexercises://exercise/goblet-squat")
        #expect(found.title == "Goblet Squat")
        #expect(expected.intentLink(for: "zzzz qqqq") == nil)
    }

    @Test("DeepLinkUITests: a restored state opens its exercise; an unknown one opens nothing")
    func restoredState() throws {
        let state = DirectoryState(query: "goblet squat", exerciseID: "goblet-squat")
        let arguments = UITestExpectations.launchArguments(restoring: state)
        #expect(
            arguments == [
                "-restoreState", #"{"exercise":"goblet-squat","filters":{},"query":"goblet squat"}"#,
            ])
        #expect(UITestExpectations.freshStart == ["-restoreState", #"{"filters":{},"query":""}"#])
        #expect(LaunchOptions(arguments: UITestExpectations.freshStart).restoredState == DirectoryState())
        #expect(
            LaunchOptions(arguments: UITestExpectations.freshStart + arguments).restoredState == state,
            "a test's own state wins over the fresh start")
        #expect(expected.restoredDetailTitle(state) == "Goblet Squat")
        #expect(expected.restoredDetailTitle(DirectoryState(exerciseID: "retired")) == nil)
    }

    @Test("WorkoutUITests: a header, goblet squat found, renegade rows missing and searchable")
    func workout() throws {
        let workout = try #require(expected.workout(pasting: "BLOCK 1\n12 DB Goblet Squat\n6 renegade rows"))
        #expect(workout.summary == "1 of 2 moves found")
        #expect(workout.rows.map(\.exerciseID) == [nil, "goblet-squat", nil])
        #expect(workout.rows[1].accessibilityLabel == "12 DB Goblet Squat: Goblet Squat, 2 demos")
        #expect(workout.rows[2].isSearchable && workout.rows[2].query == "renegade rows")
        #expect(expected.workout(pasting: "\n \n") == nil)
        #expect(AccessibilityID.workoutRow(1) == "workoutRow-1")
        #expect(AccessibilityID.workoutSummary == "workoutSummary")
    }
}
