import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct BothBandTypesRuleTests {
    @Test(arguments: [
        (["bench", "mini band", "resistance band"], true),
        (["Mini Band", "Resistance Band"], true),
        (["mini band"], false),
        (["resistance band", "bench"], false),
    ])
    func findsExercisesTaggedWithBothBands(equipment: [String], isFound: Bool) {
        let exercise = LintFixtures.exercise("mid-band-clam", name: "Mid Band Clam", equipment: equipment)
        let findings = BothBandTypesRule().findings(in: LintFixtures.catalog([exercise]))
        let expected = [
            LintFinding(
                exerciseIDs: ["mid-band-clam"],
                message: "“Mid Band Clam” is tagged both “mini band” and “resistance band”")
        ]
        #expect(findings == (isFound ? expected : []))
    }
}
