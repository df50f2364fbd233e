internal import ExerciseCatalog

/// From which severity on a lint run counts as failed (`otf catalog lint --fail-on`).
package enum LintFailLevel: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fail when there is at least one error.
    case error
    /// Fail when there is at least one error or warning.
    case warning
    /// Never fail: report only.
    case never
}
