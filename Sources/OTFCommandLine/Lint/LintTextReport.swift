package import CatalogMaintenance
internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalKit

/// The lint report as text for a terminal: one section per rule with findings, then a summary.
///
/// Every piece of catalog text (and the rest, to be safe) is printed through
/// ``TerminalText/sanitized(_:)``. A finding lists at most ``shownIDs`` ids of each kind; the JSON
/// report has them all.
package enum LintTextReport {
    /// The most exercise or video ids one finding line lists.
    package static let shownIDs = 10

    /// The whole report; `failLevel` decides whether the summary says it passes or fails.
    package static func render(_ report: LintReport, failLevel: LintFailLevel) -> String {
        var lines = [
            "Catalog lint of \(safe(report.catalog)): \(Wording.exerciseCount(report.exerciseCount)), "
                + "\(Wording.count(report.videoCount, singular: "video", plural: "videos")), "
                + Wording.count(report.results.count, singular: "rule", plural: "rules")
        ]
        for result in report.results where !result.findings.isEmpty {
            lines += [""] + section(result)
        }
        let clean = report.results.filter(\.findings.isEmpty).map(\.rule)
        if !clean.isEmpty {
            lines += ["", "No findings: " + clean.joined(separator: ", ")]
        }
        lines += ["", summary(report, failLevel: failLevel)]
        return lines.joined(separator: "\n")
    }

    /// "Summary: 2 errors, 1,234 warnings from 9 of 16 rules; fails with --fail-on error".
    package static func summary(_ report: LintReport, failLevel: LintFailLevel) -> String {
        let errors = Wording.count(report.count(of: .error), singular: "error", plural: "errors")
        let warnings = Wording.count(report.count(of: .warning), singular: "warning", plural: "warnings")
        let reporting = report.results.filter { !$0.findings.isEmpty }.count
        let verdict = report.fails(at: failLevel) ? "fails" : "passes"
        return "Summary: \(errors), \(warnings) from \(reporting) of "
            + "\(Wording.count(report.results.count, singular: "rule", plural: "rules")); "
            + "\(verdict) with --fail-on \(failLevel.rawValue)"
    }

    /// The heading, explanation, fix and one line per finding of a rule.
    private static func section(_ result: LintRuleResult) -> [String] {
        let count = Wording.count(result.findings.count, singular: "finding", plural: "findings")
        return [
            "\(result.rule) (\(result.severity.rawValue)): \(count)",
            "  Why: \(result.explanation)",
            "  Fix: \(result.fix)",
        ] + result.findings.map(line)
    }

    /// "  - goblet-squat [video ig_X]: message".
    private static func line(_ finding: LintFinding) -> String {
        var text = "  - " + listed(finding.exerciseIDs)
        if !finding.videoIDs.isEmpty {
            let label = finding.videoIDs.count == 1 ? "video" : "videos"
            text += " [\(label) \(listed(finding.videoIDs))]"
        }
        return text + ": " + safe(finding.message)
    }

    /// Up to ``shownIDs`` ids joined with ", ", then "and N more".
    private static func listed(_ ids: [String]) -> String {
        let shown = ids.prefix(shownIDs).map(safe).joined(separator: ", ")
        return ids.count > shownIDs
            ? shown + " and \(Wording.groupedNumber(ids.count - shownIDs)) more" : shown
    }

    /// Text made safe to print on one terminal line.
    private static func safe(_ text: String) -> String {
        TerminalText.sanitized(text)
    }
}
