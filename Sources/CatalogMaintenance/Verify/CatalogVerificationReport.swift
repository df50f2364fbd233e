import ExerciseCatalog

/// Everything `verify` found wrong with a catalog on disk, errors and warnings together.
public struct CatalogVerificationReport: Sendable, Equatable {
    /// The folder that was checked.
    public var directory: String
    /// The problems in the order they were found: loading, manifest, thumbnails, links.
    public var problems: [CatalogProblem]
    /// Why the folder's search snapshot cannot be used (so search reads the exercise list instead), or
    /// nil when it is current.
    public var snapshotProblem: String?

    /// Creates a report.
    public init(directory: String, problems: [CatalogProblem], snapshotProblem: String? = nil) {
        self.directory = directory
        self.problems = problems
        self.snapshotProblem = snapshotProblem
    }

    /// True when any problem is an error, so the catalog should not be trusted as it is.
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// The problems that are errors.
    public var errors: [CatalogProblem] { problems.filter { $0.severity == .error } }

    /// The problems that are warnings.
    public var warnings: [CatalogProblem] { problems.filter { $0.severity == .warning } }
}
