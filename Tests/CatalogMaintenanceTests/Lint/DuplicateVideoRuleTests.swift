import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct DuplicateVideoRuleTests {
    @Test func findsOneVideoIDUnderTwoExercises() {
        let exercises = [
            LintFixtures.exercise("heisman", name: "Heisman", videos: [LintFixtures.video("ig_A")]),
            LintFixtures.exercise("plank", name: "Plank", videos: [LintFixtures.video("ig_B")]),
            LintFixtures.exercise("the-heisman", name: "The Heisman", videos: [LintFixtures.video("ig_A")]),
        ]
        #expect(
            DuplicateVideoRule().findings(in: LintFixtures.catalog(exercises)) == [
                LintFinding(
                    exerciseIDs: ["heisman", "the-heisman"], videoIDs: ["ig_A"],
                    message: "video id “ig_A” appears 2 times")
            ])
    }

    @Test func findsOnePostUnderTwoVideoIDs() {
        let exercises = [
            LintFixtures.exercise(
                "plank", name: "Plank",
                videos: [
                    LintFixtures.video("ig_A", url: "https://www.instagram.com/reel/A/"),
                    LintFixtures.video("ig_A2", url: "HTTPS://WWW.Instagram.com/reel/A"),
                ])
        ]
        #expect(
            DuplicateVideoRule().findings(in: LintFixtures.catalog(exercises)) == [
                LintFinding(
                    exerciseIDs: ["plank"], videoIDs: ["ig_A", "ig_A2"],
                    message: "2 video ids share the link “https://www.instagram.com/reel/A/”")
            ])
    }

    @Test func distinctVideosPass() {
        let exercises = [
            LintFixtures.exercise("a", name: "A", videos: [LintFixtures.video("ig_A")]),
            LintFixtures.exercise(
                "b", name: "B",
                videos: [LintFixtures.video("ig_B"), LintFixtures.video("7000", source: .tiktok)]),
        ]
        #expect(DuplicateVideoRule().findings(in: LintFixtures.catalog(exercises)).isEmpty)
    }
}
