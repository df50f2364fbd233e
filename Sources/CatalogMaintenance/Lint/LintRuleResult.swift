package import ExerciseCatalog

/// What one rule found, together with the rule's own description.
package struct LintRuleResult: Sendable, Hashable {
    /// The rule's name.
    package var rule: String
    /// How serious each finding is.
    package var severity: LintSeverity
    /// What the rule finds and why it matters.
    package var explanation: String
    /// How to fix what it finds.
    package var fix: String
    /// The findings, in catalog order.
    package var findings: [LintFinding]

    /// Creates a result from its parts.
    package init(
        rule: String, severity: LintSeverity, explanation: String, fix: String, findings: [LintFinding]
    ) {
        self.rule = rule
        self.severity = severity
        self.explanation = explanation
        self.fix = fix
        self.findings = findings
    }

    /// Runs `rule` on `catalog`.
    package init(running rule: any LintRule, on catalog: Catalog) {
        self.init(
            rule: rule.name, severity: rule.severity, explanation: rule.explanation, fix: rule.fix,
            findings: rule.findings(in: catalog))
    }
}
