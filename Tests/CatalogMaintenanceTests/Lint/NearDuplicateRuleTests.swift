import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct NearDuplicateRuleTests {
    /// The findings for exercises with these titles, with ids "e0", "e1", … in order.
    private func findings(_ titles: [String]) -> [LintFinding] {
        let exercises = titles.enumerated().map { LintFixtures.exercise("e\($0.offset)", name: $0.element) }
        return NearDuplicateRule().findings(in: LintFixtures.catalog(exercises))
    }

    @Test(arguments: [
        ("Heisman", "The Heisman", "the same name apart from case, punctuation, plurals or a leading “The”"),
        ("Push-Ups", "push up", "the same name apart from case, punctuation, plurals or a leading “The”"),
        ("Floor Chest Press", "Floor Chest Press aka Floor Press", "the same name once “aka …” is left out"),
        ("Strap alternating jump lunge", "Strap Alternating Lunge Jump", "the same words in another order"),
        ("Low Bench Burpee to Squat Jack", "Low Bench Burpee to Sqiat Jack", "names a letter or two apart"),
        ("Goblet Lateral Lunge", "Goblet Lateal Lunge", "names a letter or two apart"),
        ("Strap Single Arm Low Row", "Strap Singel Arm Low Row", "names a letter or two apart"),
        (
            "Mid Band Deadlift", "Mid Band Deadlift We want tension on the band",
            "a name followed by a caption"
        ),
    ])
    func linksNearDuplicatePairs(first: String, second: String, reason: String) {
        #expect(
            findings([first, "Goblet Squat", second]) == [
                LintFinding(exerciseIDs: ["e0", "e2"], message: "“\(first)” / “\(second)”: \(reason)")
            ])
    }

    @Test(arguments: [
        ("Push Up", "Pull-Up"),
        ("500m Row Sprint Start", "200m Row Sprint Start"),
        ("Goblet Lateral Lunge", "Goblet Latrel Lunge"),
        ("Row", "Rower"),
        ("Split Squat", "Split Squat Jump"),
        ("Reverse Lunge", "Reverse Lunge to Full Step Up to Knee Raise"),
        ("1/2 Kneeling Chop (aka Lift)", "Standing Chop (aka Lift)"),
        ("Single Arm Deadlift", "Single Leg Deadlift"),
        ("Bench Bridge", "Bench Bridge (Shoulders On) Optional Set Up"),
        ("The", "The Arnold Press is not what you think"),
    ])
    func keepsDifferentExercisesApart(first: String, second: String) {
        #expect(findings([first, second]).isEmpty)
    }

    @Test("a title of 50,000 words after a name is linked to the longest name it starts with")
    func linksAHugeCaptionToTheLongestNameBeforeIt() {
        let caption = "Goblet Squat Hold We " + String(repeating: "hold it low ", count: 50_000)
        let found = findings(["Goblet Squat", "Goblet Squat Hold", "Lunge", caption])
        #expect(found.map(\.exerciseIDs) == [["e1", "e3"]])
        #expect(
            found.first?.message.hasPrefix("“Goblet Squat Hold” / “Goblet Squat Hold We hold it low") == true)
        #expect(found.first?.message.hasSuffix("”: a name followed by a caption") == true)
    }

    @Test func groupsLinkedTitlesIntoOneCluster() {
        let titles = ["Heisman", "Squat", "The Heisman", "Heisman The Heisman is awarded yearly", "Lunge"]
        #expect(
            findings(titles) == [
                LintFinding(
                    exerciseIDs: ["e0", "e2", "e3"],
                    message: "“Heisman” / “The Heisman” / “Heisman The Heisman is awarded yearly”: "
                        + "the same name apart from case, punctuation, plurals or a leading “The”; "
                        + "a name followed by a caption")
            ])
    }
}
