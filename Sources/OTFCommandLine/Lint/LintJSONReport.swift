package import CatalogMaintenance
internal import ExerciseCatalog
internal import ExerciseDirectory
internal import Foundation
internal import TerminalKit

/// The lint report as exactly one JSON object, for tools.
///
/// Shape (keys sorted; every string passed through ``TerminalText/sanitized(_:)``):
///
///     {"catalog": String, "exercises": Int, "videos": Int,
///      "fail_on": "error" | "warning" | "never", "failed": Bool, "errors": Int, "warnings": Int,
///      "rules": [{"rule": String, "severity": "error" | "warning", "explanation": String,
///                 "fix": String, "count": Int,
///                 "findings": [{"exercise_ids": [String], "video_ids": [String], "message": String}]}]}
///
/// `rules` lists every rule that ran, in report order, including those with no findings.
package enum LintJSONReport {
    /// The report as pretty-printed JSON text.
    package static func render(_ report: LintReport, failLevel: LintFailLevel) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(report, failLevel: failLevel))
        return JSONText.escapingInvisibleControls(String(decoding: data, as: UTF8.self))
    }

    /// The top-level object.
    private struct Document: Encodable {
        var catalog: String
        var exercises: Int
        var videos: Int
        var failOn: LintFailLevel
        var failed: Bool
        var errors: Int
        var warnings: Int
        var rules: [Rule]

        init(_ report: LintReport, failLevel: LintFailLevel) {
            catalog = TerminalText.sanitized(report.catalog)
            exercises = report.exerciseCount
            videos = report.videoCount
            failOn = failLevel
            failed = report.fails(at: failLevel)
            errors = report.count(of: .error)
            warnings = report.count(of: .warning)
            rules = report.results.map(Rule.init)
        }

        enum CodingKeys: String, CodingKey {
            case catalog, exercises, videos, failed, errors, warnings, rules
            case failOn = "fail_on"
        }
    }

    /// One rule and its findings.
    private struct Rule: Encodable {
        var rule: String
        var severity: LintSeverity
        var explanation: String
        var fix: String
        var count: Int
        var findings: [LintFinding]

        init(_ result: LintRuleResult) {
            rule = result.rule
            severity = result.severity
            explanation = result.explanation
            fix = result.fix
            count = result.findings.count
            findings = result.findings.map { finding in
                LintFinding(
                    exerciseIDs: finding.exerciseIDs.map(TerminalText.sanitized),
                    videoIDs: finding.videoIDs.map(TerminalText.sanitized),
                    message: TerminalText.sanitized(finding.message))
            }
        }
    }
}
