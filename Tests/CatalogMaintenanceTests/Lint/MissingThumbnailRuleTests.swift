import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct MissingThumbnailRuleTests {
    @Test(arguments: [
        (["/thumbs/a.jpg", ""], ["v1"], "1 of 2 videos has no thumbnail"),
        (["", " ", "/thumbs/c.jpg"], ["v0", "v1"], "2 of 3 videos have no thumbnail"),
        (["", ""], ["v0", "v1"], "none of its 2 videos has a thumbnail"),
        ([""], ["v0"], "its only video has no thumbnail"),
    ])
    func findsVideosWithoutAThumbnail(thumbnails: [String], missing: [String], message: String) {
        let videos = thumbnails.enumerated().map {
            LintFixtures.video("v\($0.offset)", thumbnail: $0.element)
        }
        let exercise = LintFixtures.exercise("plank", name: "Plank", videos: videos)
        #expect(
            MissingThumbnailRule().findings(in: LintFixtures.catalog([exercise]))
                == [LintFinding(exerciseIDs: ["plank"], videoIDs: missing, message: message)])
    }

    @Test func exercisesWithEveryThumbnailOrNoVideoPass() {
        let exercises = [
            LintFixtures.exercise(
                "a", name: "A", videos: [LintFixtures.video("v0", thumbnail: "/thumbs/v0.jpg")]),
            LintFixtures.exercise("b", name: "B"),
        ]
        #expect(MissingThumbnailRule().findings(in: LintFixtures.catalog(exercises)).isEmpty)
    }
}
