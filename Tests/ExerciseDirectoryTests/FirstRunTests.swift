import ExerciseCatalog
import ExerciseSearch
import Testing

@testable import ExerciseDirectory

/// The first-run risks of the iPhone review that live in the model: no empty state before the first
/// results, filter options that stay while the sheet is open, the Paste button's contrast and demo
/// buttons VoiceOver tells apart.
@MainActor
@Suite struct FirstRunTests {
    /// Loads the sample with background searches, as the app does, and checks the model at every turn of
    /// the main actor until it is loaded: never an empty state, and when loaded already `expected` rows.
    private func expectNoEmptyStateWhileLoading(_ model: DirectoryModel, expectedFirst: String, count: Int)
        async
    {
        let loading = Task { await model.load() }
        var turns = 0
        while model.loadState != .loaded, turns < 100_000 {
            #expect(model.emptyState == nil)
            turns += 1
            await Task.yield()
        }
        #expect(model.loadState == .loaded)
        // The first turn the model is loaded: its first search has ended already.
        #expect(model.rows.count == count)
        #expect(model.rows.first?.id == expectedFirst)
        #expect(model.emptyState == nil)
        await loading.value
        #expect(model.rows.count == count)
    }

    @Test("the directory is loaded only with its first results: no “No exercises found” at launch")
    func noEmptyStateBeforeTheFirstResults() async {
        let model = DirectoryModel(execution: .background) { SampleCatalog.load() }
        // The sample's first exercise in browse order (DirectoryModelTests.sampleInBrowseOrder).
        await expectNoEmptyStateWhileLoading(model, expectedFirst: "ab-dolly-rollout", count: 21)
        #expect(model.showingLine == "Showing 21 of 21 exercises")
    }

    @Test("a query set before loading (a restored one) is the first search")
    func queryBeforeLoadingIsTheFirstSearch() async {
        let model = DirectoryModel(execution: .background) { SampleCatalog.load() }
        model.query = "hammer"
        await expectNoEmptyStateWhileLoading(model, expectedFirst: "hammer-curl", count: 1)
        #expect(model.results?.query == "hammer")
    }

    @Test("a filter option stays offered while the sheet is open, even at 0, and goes once it closes")
    func filterOptionStaysWhileTheSheetIsOpen() async {
        let model = DirectoryModel(execution: .immediate) { SampleCatalog.load() }
        await model.load()
        func offered(_ facet: Facet) -> [String: Int] {
            let section = model.facetSections.first { $0.facet == facet }
            return Dictionary(uniqueKeysWithValues: (section?.liveOptions ?? []).map { ($0.value, $0.count) })
        }
        model.sheet = .filters
        // The sample's core exercises: dead-bug and ab-dolly-rollout, neither with a dumbbell.
        #expect(offered(.category)["core"] == 2)
        model.toggle("dumbbell", in: .equipment)
        #expect(offered(.category)["core"] == 0, "the option stays, with its new count")
        #expect(offered(.category)["mobility"] == 0)
        #expect(offered(.category)["lower_body"] == 2)

        model.sheet = nil
        #expect(offered(.category)["core"] == nil, "closed: an option without results is not offered")
        model.sheet = .filters
        #expect(offered(.category)["core"] == nil, "opened again: only what it offers now stays")
        model.toggle("dumbbell", in: .equipment)
        #expect(offered(.category)["core"] == 2, "an option that comes back is offered")
    }

    @Test("the system Paste button's white label meets 4.5:1 on its fill in both modes")
    func pasteButtonContrast() {
        // 5.18:1, worked out in SRGBColorTests.
        #expect(ProminentButtonColors.pasteButtonLabel == .white)
        let ratio = ProminentButtonColors.pasteButtonLabel.contrastRatio(
            with: ProminentButtonColors.pasteButtonFill)
        #expect(abs(ratio - 5.18) < 0.005)
    }

    @Test("VoiceOver names the creator on each demo's watch button")
    func watchButtonsNameTheirCreator() throws {
        let catalog = SampleCatalog.load()
        let squat = try #require(catalog.exercise(id: "goblet-squat"))
        let labels = squat.videos.map { VideoCard(video: $0, catalog: catalog).watchAccessibilityLabel }
        #expect(
            labels == [
                "Watch Sample Coach Avery’s demo on Instagram", "Watch Sample Trainer Blake’s demo on TikTok",
            ])
    }
}
