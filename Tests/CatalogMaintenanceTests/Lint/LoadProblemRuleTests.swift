import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct LoadProblemRuleTests {
    private let catalog = LintFixtures.catalog(
        [],
        problems: [
            CatalogProblem(
                file: "exercises.json", recordIndex: 214, recordID: "deadbug", field: "category",
                message: "unknown category \"arms\""),
            CatalogProblem(severity: .warning, file: "exercises.json", message: "odd but readable"),
        ])

    @Test func errorsAreReportedWithTheRecordTheyAreIn() {
        let findings = LoadProblemRule(severity: .error).findings(in: catalog)
        #expect(
            findings == [
                LintFinding(
                    exerciseIDs: ["deadbug"],
                    message:
                        "exercises.json: record 214 (id \"deadbug\"), field category: unknown category \"arms\""
                )
            ])
    }

    @Test func warningsHaveTheirOwnRule() {
        let rule = LoadProblemRule(severity: .warning)
        #expect(rule.name == "load-warning")
        #expect(
            rule.findings(in: catalog) == [
                LintFinding(exerciseIDs: [], message: "exercises.json: odd but readable")
            ])
    }

    @Test func aCleanLoadHasNoFindings() {
        #expect(LoadProblemRule(severity: .error).findings(in: LintFixtures.catalog([])).isEmpty)
    }
}
