internal import ExerciseCatalog

/// The result of linting a catalog: what each selected rule found.
package struct LintReport: Sendable, Hashable {
    /// Where the catalog came from, as shown to the reader: a folder path or "built-in sample".
    package var catalog: String
    /// How many exercises were checked.
    package var exerciseCount: Int
    /// How many videos those exercises hold.
    package var videoCount: Int
    /// One result per rule that ran, in rule order (rules without findings included).
    package var results: [LintRuleResult]

    /// Creates a report from its parts.
    package init(catalog: String, exerciseCount: Int, videoCount: Int, results: [LintRuleResult]) {
        self.catalog = catalog
        self.exerciseCount = exerciseCount
        self.videoCount = videoCount
        self.results = results
    }

    /// How many findings the rules of `severity` made.
    package func count(of severity: LintSeverity) -> Int {
        results.filter { $0.severity == severity }.reduce(0) { $0 + $1.findings.count }
    }

    /// True when the run fails at `level`: an error for `.error`, any finding for `.warning`.
    package func fails(at level: LintFailLevel) -> Bool {
        switch level {
        case .error: count(of: .error) > 0
        case .warning: count(of: .error) + count(of: .warning) > 0
        case .never: false
        }
    }
}
