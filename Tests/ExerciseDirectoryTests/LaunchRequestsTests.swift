import ExerciseCatalog
import Testing

@testable import ExerciseDirectory

/// An exercise opened explicitly (Siri, Shortcuts, a link, system search) wins over the state kept from
/// the last run, and launch options are never dropped because a load had begun.
@MainActor
@Suite struct LaunchRequestsTests {
    private static let kept = DirectoryState(query: "hammer", exerciseID: "hammer-curl")
    private static let link = "otfexercises://exercise/dead-bug"

    @Test("the rule: the first state restores while nothing was opened; a link while loading withdraws it")
    func rule() {
        var requests = LaunchRequests()
        let first = requests.restores(Self.kept, isLoading: true)
        let second = requests.restores(DirectoryState(query: "row"), isLoading: true)
        let withdrawn = requests.opens(Self.link, isLoading: true)
        requests.keep(LaunchOptions(arguments: ["-screenshotAbout", "YES"]))
        let waiting = requests.takeWaiting()
        let afterwards = requests.takeWaiting()
        #expect(first)
        #expect(!second, "only the first state")
        #expect(withdrawn == Self.kept, "withdrawn, to be taken back")
        #expect(
            waiting
                == LaunchRequests.Waiting(
                    state: nil, options: [LaunchOptions(arguments: ["-screenshotAbout", "YES"])],
                    link: Self.link))
        #expect(afterwards == LaunchRequests.Waiting(), "handed over once")

        var opened = LaunchRequests()
        let openedWithdrew = opened.opens(Self.link, isLoading: false)
        let restoredAfterOpen = opened.restores(Self.kept, isLoading: false)
        #expect(openedWithdrew == nil)
        #expect(!restoredAfterOpen, "a state after an explicit open")
        #expect(opened.waiting == LaunchRequests.Waiting(), "nothing waits once loaded")

        var loaded = LaunchRequests()
        let restoredLoaded = loaded.restores(Self.kept, isLoading: false)
        let loadedWithdrew = loaded.opens(Self.link, isLoading: false)
        #expect(restoredLoaded)
        #expect(loadedWithdrew == nil, "an applied state is not withdrawn")
        #expect(loaded.waiting == LaunchRequests.Waiting())
    }

    @Test("Siri opens an exercise once the catalog is in; the view's task then brings no kept state")
    func openBeforeRestoreAfterLoading() async {
        let model = DirectoryModel { SampleCatalog.load() }
        await model.waitForCatalog()
        model.openLink(forExercise: "dead-bug")
        await model.loadOnce(requesting: LaunchOptions(arguments: []), restoring: Self.kept)
        #expect(model.path == [.detail(id: "dead-bug")])
        #expect(model.query == "")
    }

    @Test("a link opened while loading, then the kept state: the link's exercise, nothing of the state")
    func openWhileLoadingThenRestore() async {
        let model = DirectoryModel(execution: .background) { SampleCatalog.load() }
        model.openLink(forExercise: "dead-bug")
        await model.loadOnce(requesting: LaunchOptions(arguments: []), restoring: Self.kept)
        #expect(model.path == [.detail(id: "dead-bug")])
        #expect(model.query == "")
        #expect(model.rows.count == 21, "the whole sample, not the kept query's one row")
    }

    @Test("the kept state restored while loading, then a link: the link's exercise, the state taken back")
    func restoreWhileLoadingThenOpen() async {
        let model = DirectoryModel(execution: .background) { SampleCatalog.load() }
        var filters = model.filters
        filters.select("dumbbell", in: .equipment)
        model.restore(DirectoryState(query: "hammer", filters: filters, exerciseID: "hammer-curl"))
        model.openLink(forExercise: "dead-bug")
        await model.load()
        #expect(model.path == [.detail(id: "dead-bug")])
        #expect(model.query == "")
        #expect(model.filters == .none)
        #expect(model.rows.count == 21)
    }

    @Test("launch options arriving after a load began (Siri's) are applied, after it, once")
    func optionsAfterLoadingBegan() async {
        let model = DirectoryModel { SampleCatalog.load() }
        await model.waitForCatalog()
        let options = LaunchOptions(arguments: ["-screenshotQuery", "hammer curl"])
        await model.loadOnce(requesting: options)
        #expect(model.query == "hammer curl")
        #expect(model.rows.first?.id == "hammer-curl")
        model.query = ""
        await model.loadOnce(requesting: options)
        #expect(model.query == "", "not applied again")
    }

    @Test("launch options given after a failed load are kept and applied when Try Again loads")
    func optionsAfterAFailedLoad() async {
        let attempts = AttemptCounter()
        let model = DirectoryModel {
            guard attempts.next() > 1 else { throw CatalogLoadError.missingExercisesFile(directory: "/x") }
            return SampleCatalog.load()
        }
        await model.waitForCatalog()
        #expect(model.loadState == .failed(message: LoadState.failureMessage))
        await model.loadOnce(requesting: LaunchOptions(arguments: ["-screenshotExercise", "push-up"]))
        #expect(model.path.isEmpty)
        await model.retry()
        #expect(model.path == [.detail(id: "push-up")])
    }
}
