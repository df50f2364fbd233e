internal import ExerciseCatalog

/// How serious a lint finding is.
///
/// An error is data that is broken (a front end shows something wrong or cannot show it at all); a
/// warning is data that is probably wrong and worth a look before an import.
package enum LintSeverity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case warning
    case error

    package static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
