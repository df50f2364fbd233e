import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct EquipmentSubstringRuleTests {
    /// A title, its tags and one caption, with the message expected by hand (nil: no finding).
    struct Case: Sendable, CustomTestStringConvertible {
        var title: String
        var equipment: [String]
        var caption = "Demo"
        var expected: String?
        var testDescription: String { title }
    }

    static let cases: [Case] = [
        Case(
            title: "12 Minute Run for Distance Benchmark", equipment: ["bench"],
            expected: "“12 Minute Run for Distance Benchmark”: tag “bench” matches only inside “benchmark”"),
        Case(
            title: "Deadbug", equipment: ["dumbbell"],
            expected: "“Deadbug”: tag “dumbbell” matches only inside “deadbug”"),
        Case(
            title: "Triceps Kickback", equipment: ["kettlebell"],
            expected: "“Triceps Kickback”: tag “kettlebell” matches only inside “kickback”"),
        Case(
            title: "A coach growing with members", equipment: ["rower"],
            expected: "“A coach growing with members”: tag “rower” matches only inside “growing”"),
        Case(
            title: "Bench Triceps Kickback", equipment: ["dumbbell", "bench", "kettlebell"],
            expected: "“Bench Triceps Kickback”: tag “kettlebell” matches only inside “kickback”"),
        Case(title: "Bench Tap Squat", equipment: ["bench"]),
        Case(title: "Deadbug", equipment: ["dumbbell"], caption: "Deadbug, a light dumbbell overhead"),
        Case(title: "Deadbug with Press", equipment: ["dumbbell"]),
        Case(title: "The First Row Benchmark", equipment: ["bench"], caption: "Row test #otf #bench"),
        Case(title: "Push Up", equipment: ["bench"]),
        Case(title: "Med Ball Slam", equipment: ["medicine ball"]),
        Case(title: "Y-Bell Halo", equipment: ["y-bell"]),
        Case(title: "Never leave out the stridererers", equipment: ["strider"], caption: "#bike #strider"),
        Case(title: "Benchmark Day", equipment: ["bodyweight"]),
        Case(title: "Growing stronger", equipment: ["rower"], caption: "Rowed 500m on the erg"),
        Case(title: "Growing stronger", equipment: ["rower"], caption: "A #waterrower sprint"),
        Case(
            title: "Bandit Squat", equipment: ["mini band"], caption: "Squat",
            expected: "“Bandit Squat”: tag “mini band” matches only inside “bandit”"),
        Case(title: "Bandit Squat", equipment: ["mini band"], caption: "Use a #midband"),
        Case(title: "Bandit Squat", equipment: ["resistance band"], caption: "Grab two bands"),
        Case(title: "Bandit Squat", equipment: ["mini band"], caption: "A #resistanceband works too"),
        Case(
            title: "Treading Walk", equipment: ["treadmill"],
            expected: "“Treading Walk”: tag “treadmill” matches only inside “treading”"),
        Case(
            title: "Abdollying", equipment: ["ab dolly"],
            expected: "“Abdollying”: tag “ab dolly” matches only inside “abdollying”"),
        Case(title: "Abdollying", equipment: ["ab dolly"], caption: "Two abdollies"),
        Case(title: "Thumbs Up Climb", equipment: ["medicine ball", "barbell"]),
        Case(
            title: "Kickback Walk", equipment: ["kettlebell"],
            expected: "“Kickback Walk”: tag “kettlebell” matches only inside “kickback”"),
    ]

    @Test(arguments: cases) func findsTagsMatchedOnlyInsideLongerWords(_ testCase: Case) {
        let exercise = LintFixtures.exercise(
            name: testCase.title, equipment: testCase.equipment,
            videos: [LintFixtures.video("ig_A", description: testCase.caption)])
        let messages = LintFixtures.messages(EquipmentSubstringRule(), [exercise])
        #expect(messages == (testCase.expected.map { [$0] } ?? []))
    }

    @Test func anUnknownTagIsItsOwnKeyword() {
        let exercise = LintFixtures.exercise(name: "Sandbagging the last round", equipment: ["Sandbag"])
        #expect(
            LintFixtures.messages(EquipmentSubstringRule(), [exercise])
                == ["“Sandbagging the last round”: tag “Sandbag” matches only inside “sandbagging”"])
    }
}
