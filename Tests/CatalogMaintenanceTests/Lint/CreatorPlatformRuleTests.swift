import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct CreatorPlatformRuleTests {
    @Test func groupsTikTokVideosLinkingToAnInstagramProfileByCreator() {
        let exercises = [
            LintFixtures.exercise(
                "plank", name: "Plank",
                videos: [LintFixtures.video("ig_A"), LintFixtures.video("7001", source: .tiktok)]),
            LintFixtures.exercise(
                "squat", name: "Squat",
                videos: [
                    LintFixtures.video("7002", source: .tiktok),
                    LintFixtures.video(
                        "7003", source: .tiktok, creatorID: "trainingtall", creatorName: "Austin",
                        profileURL: "https://www.tiktok.com/@trainingtall"),
                ]),
        ]
        #expect(
            CreatorPlatformRule().findings(in: LintFixtures.catalog(exercises)) == [
                LintFinding(
                    exerciseIDs: ["plank", "squat"], videoIDs: ["7001", "7002"],
                    message:
                        "“Coach Rudy” (creator id “coachingotf”): 2 TikTok videos link to an Instagram profile"
                )
            ])
    }

    @Test func anInstagramVideoLinkingToATikTokProfileIsFoundToo() {
        let video = LintFixtures.video("ig_A", profileURL: "https://tiktok.com/@coachingotf")
        let exercise = LintFixtures.exercise("plank", name: "Plank", videos: [video])
        #expect(
            CreatorPlatformRule().findings(in: LintFixtures.catalog([exercise])).map(\.message)
                == ["“Coach Rudy” (creator id “coachingotf”): 1 Instagram video links to a TikTok profile"])
    }

    @Test func refusedProfileLinksAreLeftToTheLinkRule() {
        let video = LintFixtures.video(
            "7001", source: .tiktok, profileURL: "http://www.instagram.com/coachingotf/")
        let exercise = LintFixtures.exercise("plank", name: "Plank", videos: [video])
        #expect(CreatorPlatformRule().findings(in: LintFixtures.catalog([exercise])).isEmpty)
    }
}
