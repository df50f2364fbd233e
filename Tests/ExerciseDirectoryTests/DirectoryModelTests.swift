import ExerciseCatalog
import ExerciseSearch
import Foundation
import Testing

@testable import ExerciseDirectory

@MainActor
@Suite struct DirectoryModelTests {
    /// The sample's ids in browse order, worked out by hand from the titles.
    static let sampleInBrowseOrder = [
        "ab-dolly-rollout", "bosu-reverse-lunge", "coaches-corner-sample", "dead-bug", "farmers-march",
        "goblet-squat", "hammer-curl", "hang-power-clean-options", "medicine-ball-slam",
        "mini-band-lateral-walk",
        "plie-squat-with-kettlebell", "push-up", "single-leg-rdl", "strap-pull-up", "treadmill-push-pace",
        "trx-low-row", "world-greatest-stretch", "y-bell-overhead-press", "12-kneeling-single-arm-low-row",
        "2-point-row", "10-stroke-power-row",
    ]

    private func loadedSample(_ execution: DirectoryModel.SearchExecution = .immediate) async
        -> DirectoryModel
    {
        let model = DirectoryModel(execution: execution) { SampleCatalog.load() }
        await model.load()
        return model
    }

    @Test func loadsAndListsEverythingInBrowseOrder() async {
        let model = await loadedSample()
        #expect(model.loadState == .loaded)
        #expect(model.rows.map(\.id) == Self.sampleInBrowseOrder)
        #expect(model.showingLine == "Showing 21 of 21 exercises")
        #expect(model.chips.isEmpty)
        #expect(model.emptyState == nil)
    }

    @Test func filtersMakeChipsInFacetOrderAndCountsFollow() async {
        let model = await loadedSample()
        model.toggle("dumbbell", in: .equipment)
        #expect(
            model.rows.map(\.id) == [
                "farmers-march", "goblet-squat", "hammer-curl", "hang-power-clean-options", "single-leg-rdl",
                "2-point-row",
            ])
        model.toggle("lower_body", in: .category)
        #expect(model.rows.map(\.id) == ["goblet-squat", "single-leg-rdl"])
        #expect(model.chips.map(\.label) == ["Lower Body", "Dumbbell"])
        #expect(model.activeFilterCount == 2)
        #expect(model.showingLine == "Showing 2 of 21 exercises")

        let categories = model.facetSections.first { $0.facet == .category }?.options ?? []
        let counts = Dictionary(uniqueKeysWithValues: categories.map { ($0.value, $0.count) })
        #expect(counts["lower_body"] == 2)
        #expect(counts["upper_body"] == 2)
        #expect(counts["full_body"] == 2)
        #expect(counts["core"] == 0)

        model.remove(model.chips[0])
        #expect(model.rows.count == 6)
        model.clearAll()
        #expect(model.rows.count == 21)
        #expect(model.chips.isEmpty)
    }

    @Test func togglingTwiceDeselects() async {
        let model = await loadedSample()
        model.toggle("tiktok", in: .platform)
        #expect(model.rows.count == 6)
        #expect(model.isSelected("tiktok", in: .platform))
        model.toggle("tiktok", in: .platform)
        #expect(model.rows.count == 21)
        #expect(!model.isSelected("tiktok", in: .platform))
    }

    @Test func aSearchThatFindsNothingShowsTheEmptyState() async {
        let model = await loadedSample()
        model.query = "xylophone dance"
        #expect(model.rows.isEmpty)
        #expect(model.emptyState?.title == "No exercises found — try a different search or clear a filter")
        #expect(model.showingLine == "Showing 0 of 21 exercises")
        #expect(model.resultCountAnnouncement == "0 exercises")
    }

    @Test func navigationStackAndSheets() async {
        let model = await loadedSample()
        model.open("goblet-squat")
        #expect(model.path == [.detail(id: "goblet-squat")])
        model.sheet = .about
        model.goBack()
        #expect(model.sheet == nil)
        #expect(model.path == [.detail(id: "goblet-squat")])
        model.goBack()
        #expect(model.path.isEmpty)
    }

    @Test func deepLinksOpenKnownExercisesAndExplainUnknownOnes() async {
        let model = await loadedSample()
        model.sheet = .filters
        model.open(deepLink: "otfexercises://exercise/hammer-curl")
        #expect(model.path == [.detail(id: "hammer-curl")])
        #expect(model.sheet == nil)
        model.open(deepLink: "otfexercises://exercise/no-such-move")
        #expect(model.path.isEmpty)
        #expect(model.notice == "No exercise “no-such-move” in this catalog.")
        model.sheet = .about
        model.open(deepLink: "otfexercises://settings")
        #expect(model.notice == "That link does not name an exercise.")
        #expect(model.sheet == nil)
    }

    @Test func launchOptionsSetUpAScreenshot() async {
        let model = await loadedSample()
        model.apply(LaunchOptions(arguments: ["-screenshotQuery", "hammer", "-screenshotAbout", "YES"]))
        #expect(model.query == "hammer")
        #expect(model.rows.first?.id == "hammer-curl")
        #expect(model.sheet == .about)
    }

    @Test func aFailedLoadSaysSoPlainlyKeepsWhyForTheLogAndRetrySucceeds() async {
        let attempts = AttemptCounter()
        let model = DirectoryModel {
            guard attempts.next() > 1 else {
                throw CatalogLoadError.missingExercisesFile(directory: "/nowhere")
            }
            return SampleCatalog.load()
        }
        await model.load()
        #expect(model.loadState == .failed(message: "The exercise catalog could not be loaded."))
        #expect(
            model.loadFailureDetails
                == "/nowhere: no exercises.json (nor src/data/exercises.json) in this folder")
        #expect(model.rows.isEmpty)
        #expect(model.emptyState == nil)
        await model.retry()
        #expect(model.loadState == .loaded)
        #expect(model.loadFailureDetails == nil)
        #expect(model.rows.count == 21)
    }

    @Test func backgroundSearchAppliesTheNewestQuery() async {
        let model = await loadedSample(.background)
        #expect(model.rows.count == 21)
        model.query = "ham"
        model.query = "hammer"
        await model.settle()
        #expect(model.rows.first?.id == "hammer-curl")
        #expect(model.results?.query == "hammer")
    }

    @Test func aboutDescribesTheSample() async {
        let model = await loadedSample()
        let about = model.about
        #expect(about?.stats == ["21 exercises", "23 demos", "2 creators"])
        #expect(about?.isSample == true)
        #expect(about?.disclaimer == Disclaimer.text)
        #expect(about?.catalogDescription == Disclaimer.sampleNotice)
    }
}

/// Counts loader calls across threads.
final class AttemptCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The number of this call, starting at 1.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

@MainActor
@Suite struct DirectoryModelWordingTests {
    @Test func buttonAndBannerWording() async {
        let model = DirectoryModel { SampleCatalog.load() }
        let early = "otfexercises://exercise/dead-bug"
        model.open(deepLink: early)
        #expect(model.path.isEmpty)
        await model.load()
        #expect(model.path == [.detail(id: "dead-bug")])
        #expect(model.showResultsLabel == "Show 21 results")
        #expect(model.activeFiltersDescription == "No filters")
        model.toggle("ab dolly", in: .equipment)
        #expect(model.showResultsLabel == "Show 1 result")
        #expect(model.activeFiltersDescription == "1 active filter")
        #expect(model.sampleBanner == "Sample catalog — links are placeholders, not real posts.")
        model.open("no-such-id")
        #expect(model.path == [.detail(id: "dead-bug")])
        #expect(model.notice == "No exercise “no-such-id” in this catalog.")
    }
}
