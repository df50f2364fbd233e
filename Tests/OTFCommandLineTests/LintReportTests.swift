import CatalogMaintenance
import ExerciseCatalog
import Foundation
import Testing

@testable import OTFCommandLine

@Suite struct LintReportTests {
    /// A report written by hand: one error rule with a finding, one warning rule with two, one clean rule.
    private let report = LintReport(
        catalog: "/catalog", exerciseCount: 1_220, videoCount: 1_953,
        results: [
            LintRuleResult(
                rule: "duplicate-video", severity: .error, explanation: "Same video twice.", fix: "Keep one.",
                findings: [
                    LintFinding(
                        exerciseIDs: ["a", "b"], videoIDs: ["ig_A"],
                        message: "video id “ig_A” appears 2 times")
                ]),
            LintRuleResult(
                rule: "caption-title", severity: .warning, explanation: "Reads like a caption.",
                fix: "Rename it.",
                findings: [
                    LintFinding(exerciseIDs: ["x"], message: "“Bad\u{1B}[31m title\u{202E}”: ends with “:”"),
                    LintFinding(exerciseIDs: ["y"], message: "“Yay”: contains emoji"),
                ]),
            LintRuleResult(
                rule: "category-other", severity: .warning, explanation: "Other.", fix: "Move it.",
                findings: []),
        ])

    @Test(arguments: [
        (LintFailLevel.error, 2, true),
        (.warning, 2, true),
        (.never, 2, false),
    ])
    func failsAtTheLevelAsked(level: LintFailLevel, warnings: Int, fails: Bool) {
        #expect(report.count(of: .error) == 1)
        #expect(report.count(of: .warning) == warnings)
        #expect(report.fails(at: level) == fails)
    }

    @Test func warningsAloneFailOnlyAtWarning() {
        var warningsOnly = report
        warningsOnly.results.removeFirst()
        #expect(!warningsOnly.fails(at: .error))
        #expect(warningsOnly.fails(at: .warning))
    }

    @Test func textListsRulesWithFindingsThenTheCleanOnesThenASummary() {
        let expected = """
            Catalog lint of /catalog: 1,220 exercises, 1,953 videos, 3 rules

            duplicate-video (error): 1 finding
              Why: Same video twice.
              Fix: Keep one.
              - a, b [video ig_A]: video id “ig_A” appears 2 times

            caption-title (warning): 2 findings
              Why: Reads like a caption.
              Fix: Rename it.
              - x: “Bad title”: ends with “:”
              - y: “Yay”: contains emoji

            No findings: category-other

            Summary: 1 error, 2 warnings from 2 of 3 rules; fails with --fail-on error
            """
        #expect(LintTextReport.render(report, failLevel: .error) == expected)
    }

    @Test func textShowsAtMostTenIdsOfEachKind() {
        let ids = (1...12).map { "e\($0)" }
        let big = LintReport(
            catalog: "/c", exerciseCount: 12, videoCount: 0,
            results: [
                LintRuleResult(
                    rule: "r", severity: .warning, explanation: "E.", fix: "F.",
                    findings: [LintFinding(exerciseIDs: ids, videoIDs: ["v1", "v2"], message: "m")])
            ])
        #expect(
            LintTextReport.render(big, failLevel: .never).contains(
                "  - e1, e2, e3, e4, e5, e6, e7, e8, e9, e10 and 2 more [videos v1, v2]: m\n"))
    }

    @Test func jsonIsOneObjectWithEveryRuleAndSanitizedText() throws {
        let text = try LintJSONReport.render(report, failLevel: .warning)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["catalog"] as? String == "/catalog")
        #expect(object["exercises"] as? Int == 1_220)
        #expect(object["videos"] as? Int == 1_953)
        #expect(object["fail_on"] as? String == "warning")
        #expect(object["failed"] as? Bool == true)
        #expect(object["errors"] as? Int == 1)
        #expect(object["warnings"] as? Int == 2)
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(
            rules.map { $0["rule"] as? String } == ["duplicate-video", "caption-title", "category-other"])
        #expect(rules.map { $0["count"] as? Int } == [1, 2, 0])
        #expect(rules[0]["severity"] as? String == "error")
        #expect(rules[0]["fix"] as? String == "Keep one.")
        let finding = try #require((rules[0]["findings"] as? [[String: Any]])?.first)
        #expect(finding["exercise_ids"] as? [String] == ["a", "b"])
        #expect(finding["video_ids"] as? [String] == ["ig_A"])
        let caption = try #require((rules[1]["findings"] as? [[String: Any]])?.first)
        #expect(caption["message"] as? String == "“Bad title”: ends with “:”")
    }
}
