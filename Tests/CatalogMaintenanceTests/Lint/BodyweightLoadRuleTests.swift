import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct BodyweightLoadRuleTests {
    @Test(arguments: [
        ("Biceps Curl", "“Curl”"),
        ("Goblet Squat", "“Goblet”"),
        ("Alternating Lateral Raise", "“Raise”"),
        ("Hip Hinge Swing", "“Swing”"),
        ("Triceps Kickback", "“Kickback”"),
        ("Overhead Triceps Extension", "“Extension”"),
        ("Clean to Press", "“Clean”, “Press”"),
        ("Bench Dumbbell Pullover", "“Pullover”"),
        ("Heavy Hip Bridge", "“Heavy”"),
        ("Curl to Press to Curl", "“Curl”, “Press”"),
    ])
    func findsBodyweightTitlesThatNameALoad(title: String, loads: String) {
        let exercise = LintFixtures.exercise(name: title, equipment: ["bodyweight"])
        #expect(
            LintFixtures.messages(BodyweightLoadRule(), [exercise])
                == ["“\(title)” is tagged bodyweight only but names a load: \(loads)"])
    }

    @Test(arguments: [
        "Knee Raise", "Standing Calf Raise", "Arm Swing in Running", "Press Up", "Hamstring Curl",
        "Glute Kickback", "Back Extension", "Clean up your form", "Bodyweight Squat",
    ])
    func bodyweightMovesAreNotLoads(title: String) {
        let exercise = LintFixtures.exercise(name: title, equipment: ["bodyweight"])
        #expect(LintFixtures.messages(BodyweightLoadRule(), [exercise]).isEmpty)
    }

    @Test(arguments: [["bodyweight", "dumbbell"], ["dumbbell"], []])
    func onlyBodyweightOnlyTagsAreChecked(equipment: [String]) {
        let exercise = LintFixtures.exercise(name: "Biceps Curl", equipment: equipment)
        #expect(LintFixtures.messages(BodyweightLoadRule(), [exercise]).isEmpty)
    }
}
