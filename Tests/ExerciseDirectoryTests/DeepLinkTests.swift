import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseDirectory

@Suite struct DeepLinkTests {
    @Test(arguments: [
        ("otfexercises://exercise/goblet-squat", "goblet-squat"),
        ("OTFEXERCISES://exercise/goblet-squat", "goblet-squat"),
        ("otfexercises://exercise/dead-bug/", "dead-bug"),
        ("otfexercises://exercise/dead-bug?ref=share#top", "dead-bug"),
        ("otfexercises://exercise/12-kneeling-single-arm-low-row", "12-kneeling-single-arm-low-row"),
    ])
    func readsExerciseIDs(link: String, id: String) {
        #expect(DeepLink.exerciseID(from: link) == id)
    }

    @Test(arguments: [
        "otfexercises://exercises/goblet-squat", "otfexercises://exercise/", "otfexercises://exercise/a/b",
        "otfexercises://x/exercise/dead-bug",
        "https://example.com/exercise", "https://example.com/exercise/Goblet%20Squat",
        "https://example.com/exercise/../etc", "javascript:alert(1)", "ftp://example.com/exercise/x", "",
        "https://exercise/goblet-squat", "otfexercises://exercise/Goblet%20Squat",
        "otfexercises://exercise/../etc",
    ])
    func refusesOtherLinks(link: String) {
        #expect(DeepLink.exerciseID(from: link) == nil)
    }

    @Test(
        "web directory links are refused: without Associated Domains they open in Safari, never the app",
        arguments: [
            "https://vdoshi96.github.io/OTf-exercises/exercise/goblet-squat",
            "https://o-tf-exercises.vercel.app/exercise/dead-bug/", "http://localhost:5173/exercise/push-up",
        ])
    func refusesWebLinks(link: String) {
        #expect(DeepLink.exerciseID(from: link) == nil)
    }

    @Test func launchOptionsReadTheScreenshotArguments() {
        let options = LaunchOptions(arguments: [
            "/app", "-screenshotQuery", "trx row", "-screenshotFilters", "YES", "-screenshotExercise",
            "dead-bug",
            "-screenshotAbout", "NO", "-other", "-screenshotWorkout", "BLOCK 1\n12 Goblet Squat",
        ])
        #expect(options.query == "trx row")
        #expect(options.showsFilters)
        #expect(options.exerciseID == "dead-bug")
        #expect(!options.showsAbout)
        #expect(options.workout == "BLOCK 1\n12 Goblet Squat")
        #expect(LaunchOptions(arguments: ["/app"]).isEmpty)
        #expect(!LaunchOptions(arguments: ["/app", "-screenshotWorkout", "12 Goblet Squat"]).isEmpty)
    }

    @Test(
        "a link is made for every id the catalog accepts and reads back as that id",
        arguments: [
            "goblet-squat", "12-kneeling-single-arm-low-row", "Strap_Row.v2",
        ])
    func linksRoundTrip(id: String) throws {
        let link = try #require(DeepLink.link(forExercise: id))
        #expect(link == "otfexercises://exercise/" + id)
        #expect(DeepLink.exerciseID(from: link) == id)
    }

    @Test("no link for what is not a catalog id", arguments: ["", "-x", ".hidden", "a b", "a/b", "ä", "x?y"])
    func noLinkForOtherText(id: String) {
        #expect(DeepLink.link(forExercise: id) == nil)
    }

    @Test("the real catalog: every exercise has a link that opens it", TestCatalog.isRequired)
    func everyRealExerciseHasALink() throws {
        for exercise in try TestCatalog.load().exercises {
            #expect(
                DeepLink.link(forExercise: exercise.id).flatMap(DeepLink.exerciseID(from:)) == exercise.id)
        }
    }

    @MainActor
    @Test("Siri's and system search's path: the link opens the exercise, or says the id is unknown")
    func openLinkForExercise() async {
        let model = DirectoryModel(execution: .background) { SampleCatalog.load() }
        model.openLink(forExercise: "dead-bug")
        #expect(model.path.isEmpty, "not loaded yet: kept until it is")
        await model.load()
        #expect(model.path == [.detail(id: "dead-bug")])
        model.sheet = .filters
        model.openLink(forExercise: "retired-move")
        #expect(model.sheet == nil)
        #expect(model.notice == "No exercise “retired-move” in this catalog.")
        model.notice = nil
        model.openLink(forExercise: "not an id")
        #expect(model.notice == "That link does not name an exercise.")
    }
}
