import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct RecordFieldRulesTests {
    @Test func findsExercisesWithoutAMuscleGroup() {
        let exercises = [
            LintFixtures.exercise("cadence", name: "180 BPM Step Cadence", muscleGroups: []),
            LintFixtures.exercise("plank", name: "Plank", muscleGroups: ["core"]),
            LintFixtures.exercise("blank", name: "Blank", muscleGroups: [" "]),
        ]
        #expect(
            EmptyMuscleGroupsRule().findings(in: LintFixtures.catalog(exercises)) == [
                LintFinding(exerciseIDs: ["cadence"], message: "“180 BPM Step Cadence” has no muscle group"),
                LintFinding(exerciseIDs: ["blank"], message: "“Blank” has no muscle group"),
            ])
    }

    @Test func findsExercisesInTheCategoryOther() {
        let exercises = [
            LintFixtures.exercise("yay", name: "Yay", category: .other),
            LintFixtures.exercise("plank", name: "Plank", category: .core),
        ]
        #expect(
            OtherCategoryRule().findings(in: LintFixtures.catalog(exercises)) == [
                LintFinding(exerciseIDs: ["yay"], message: "“Yay” is in category \"other\"")
            ])
    }

    @Test(arguments: [
        ("Can’t Do a Pull-Up", "cant-do-a-pull-up"),
        ("(Hang Power) Clean Options", "hang-power-clean-options"),
        ("1/2 Kneeling Single Arm Low Row", "12-kneeling-single-arm-low-row"),
        ("Installing & Removing Rower Foot Plates", "installing-removing-rower-foot-plates"),
        ("🔥 FAST Sprints", "fast-sprints"),
        (
            "Inclines not only build a bigger stronger engine… they also reinforce proper stride length",
            "inclines-not-only-build-a-bigger-stronger-engine-they-also-reinforce-proper-stri"
        ),
    ])
    func idsThatAreTheSlugOfTheTitlePass(title: String, id: String) {
        let exercise = LintFixtures.exercise(id, name: title)
        #expect(IDSlugRule().findings(in: LintFixtures.catalog([exercise])).isEmpty)
    }

    @Test(arguments: [
        ("Goblet Squat", "goblet-squat-2", "goblet-squat"),
        ("Goblet Squat", "Goblet-Squat", "goblet-squat"),
        ("Sumo Deadlift (Heavy)", "heavy-sumo-deadlift", "sumo-deadlift-heavy"),
    ])
    func idsThatAreNotTheSlugAreFound(title: String, id: String, expected: String) {
        let exercise = LintFixtures.exercise(id, name: title)
        #expect(
            IDSlugRule().findings(in: LintFixtures.catalog([exercise])) == [
                LintFinding(
                    exerciseIDs: [id],
                    message: "id “\(id)” is not the slug of “\(title)” (expected “\(expected)”)")
            ])
    }
}
