internal import ExerciseCatalog

/// What the loader reported while reading the catalog file, at one severity.
///
/// Records with load errors are left out of the catalog, so no other rule sees them; this rule makes
/// sure the report still names them.
struct LoadProblemRule: LintRule {
    /// The severity of the loader problems this rule reports (and its own).
    let severity: LintSeverity

    /// Creates the rule reporting loader problems of `severity`.
    init(severity: LintSeverity) {
        self.severity = severity
    }

    var name: String {
        severity == .error ? "load-error" : "load-warning"
    }

    var explanation: String {
        severity == .error
            ? "A record the loader could not read; it is left out of the catalog."
            : "Something the loader accepted in a record but found questionable."
    }

    let fix = "Correct the field the message names in the exercise list."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.problems.filter { $0.severity.rawValue == severity.rawValue }.map { problem in
            LintFinding(exerciseIDs: problem.recordID.map { [$0] } ?? [], message: problem.description)
        }
    }
}
