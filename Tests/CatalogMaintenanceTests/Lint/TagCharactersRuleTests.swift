import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct TagCharactersRuleTests {
    /// What every message ends with after the value's own words.
    private static let set =
        ", outside the characters of a tag, muscle group or creator id (letters, digits, spaces, \"-\", "
        + "\"_\" and \".\", starting with a letter or digit): "

    @Test func findsEachMuscleGroupTagAndCreatorIdThatImportRefuses() {
        let exercise = LintFixtures.exercise(
            "goblet-squat", name: "Goblet Squat", muscleGroups: ["quads", "-glutes"],
            equipment: ["dumbbell", "kettle$(touch x)"],
            videos: [LintFixtures.video("ig_A"), LintFixtures.video("ig_B", creatorID: "rudy`id`")])
        #expect(
            TagCharactersRule().findings(in: LintFixtures.catalog([exercise])) == [
                LintFinding(
                    exerciseIDs: ["goblet-squat"],
                    message: "muscle_groups[1] starts with \"-\"" + Self.set + "\"-glutes\""),
                LintFinding(
                    exerciseIDs: ["goblet-squat"],
                    message: "equipment[1] holds \"$\"" + Self.set + "\"kettle$(touch x)\""),
                LintFinding(
                    exerciseIDs: ["goblet-squat"],
                    message: "videos[1].creator.id holds \"`\"" + Self.set + "\"rudy`id`\""),
            ])
    }

    @Test func valuesOfAnyScriptWithSpacesDotsAndHyphensPass() {
        let exercise = LintFixtures.exercise(
            "plank", name: "Plank", muscleGroups: ["core", "épaules"], equipment: ["mini band", "y-bell"],
            videos: [LintFixtures.video("ig_A", creatorID: "coach.rudy_1")])
        #expect(TagCharactersRule().findings(in: LintFixtures.catalog([exercise])).isEmpty)
    }
}
