import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct CatalogLintTests {
    @Test func everyRuleHasAUniqueNameInReportOrder() {
        #expect(
            CatalogLint.ruleNames == [
                "load-error", "load-warning", "equipment-substring", "both-band-types",
                "bodyweight-with-load",
                "caption-title", "near-duplicate", "missing-thumbnail", "thumbnail-not-found",
                "thumbnail-not-jpeg",
                "duplicate-video", "creator-platform", "link-refused", "tag-characters",
                "empty-muscle-groups",
                "category-other",
                "id-not-slug",
            ])
    }

    @Test func everyRuleExplainsItselfOnOneLine() {
        for rule in CatalogLint.rules {
            #expect(!rule.explanation.isEmpty && !rule.explanation.contains("\n"), "\(rule.name)")
            #expect(!rule.fix.isEmpty && !rule.fix.contains("\n"), "\(rule.name)")
        }
    }

    @Test func findsRulesByName() {
        #expect(CatalogLint.rule(named: "caption-title")?.severity == .warning)
        #expect(CatalogLint.rule(named: "thumbnail-not-jpeg")?.severity == .error)
        #expect(CatalogLint.rule(named: "captions") == nil)
    }

    @Test func runsTheRulesGivenInTheirOrder() {
        let catalog = LintFixtures.catalog([
            LintFixtures.exercise("yay", name: "Yay", category: .other, muscleGroups: [])
        ])
        let rules: [any LintRule] = [OtherCategoryRule(), EmptyMuscleGroupsRule()]
        let report = CatalogLint.run(catalog, rules: rules)
        #expect(report.catalog == "/catalog")
        #expect(report.exerciseCount == 1)
        #expect(report.results.map(\.rule) == ["category-other", "empty-muscle-groups"])
        #expect(report.count(of: .warning) == 2)
    }

    @Test func theSampleIsNamedAsSuch() {
        let report = CatalogLint.run(SampleCatalog.load(), rules: [])
        #expect(report.catalog == "built-in sample")
        #expect(report.results.isEmpty)
    }
}
