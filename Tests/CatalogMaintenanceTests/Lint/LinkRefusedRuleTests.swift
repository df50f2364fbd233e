import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct LinkRefusedRuleTests {
    @Test func findsVideoAndProfileLinksTheAllowListRefuses() {
        let exercise = LintFixtures.exercise(
            "plank", name: "Plank",
            videos: [
                LintFixtures.video("ig_A", url: "http://www.instagram.com/reel/A/"),
                LintFixtures.video("ig_B"),
                LintFixtures.video(
                    "ig_C", url: "https://www.tiktok.com/@x/video/1", profileURL: "https://evil.example/x"),
            ])
        #expect(
            LinkRefusedRule().findings(in: LintFixtures.catalog([exercise])) == [
                LintFinding(
                    exerciseIDs: ["plank"], videoIDs: ["ig_A"],
                    message:
                        "video link “http://www.instagram.com/reel/A/” refused: only https links are opened"),
                LintFinding(
                    exerciseIDs: ["plank"], videoIDs: ["ig_C"],
                    message: "video link “https://www.tiktok.com/@x/video/1” refused: "
                        + "an Instagram video must link to instagram.com; "
                        + "profile link “https://evil.example/x” refused: "
                        + "host evil.example is not instagram.com or tiktok.com"),
            ])
    }

    @Test func allowedLinksPass() {
        let exercise = LintFixtures.exercise(
            "plank", name: "Plank",
            videos: [LintFixtures.video("ig_A"), LintFixtures.video("7001", source: .tiktok)])
        #expect(LinkRefusedRule().findings(in: LintFixtures.catalog([exercise])).isEmpty)
    }
}
