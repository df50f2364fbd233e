package import ExerciseCatalog

/// Everything `verify` found wrong with a catalog on disk, errors and warnings together.
package struct CatalogVerificationReport: Sendable, Equatable {
    /// The folder that was checked.
    package var directory: String
    /// The problems in the order they were found: loading, manifest, thumbnails, links.
    package var problems: [CatalogProblem]
    /// What can be said of the folder's search snapshot.
    package var snapshot: SnapshotVerdict

    /// Creates a report.
    package init(directory: String, problems: [CatalogProblem], snapshot: SnapshotVerdict = .notChecked) {
        self.directory = directory
        self.problems = problems
        self.snapshot = snapshot
    }

    /// True when any problem is an error, so the catalog should not be trusted as it is.
    package var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// The problems that are errors.
    package var errors: [CatalogProblem] { problems.filter { $0.severity == .error } }

    /// The problems that are warnings.
    package var warnings: [CatalogProblem] { problems.filter { $0.severity == .warning } }
}
