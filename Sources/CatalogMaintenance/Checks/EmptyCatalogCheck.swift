internal import ExerciseCatalog

/// The one check that a catalog holds something to search, shared by `import` (which refuses an empty
/// source) and `verify` (which calls it an error), in the same words.
enum EmptyCatalogCheck {
    /// An error naming `fileName` when `catalog` holds no exercises although loading found no error (a
    /// list whose every record was left out already has an error for each); nil otherwise.
    static func problem(of catalog: Catalog, fileName: String) -> CatalogProblem? {
        let hasErrors = catalog.problems.contains { $0.severity == .error }
        guard catalog.exercises.isEmpty, !hasErrors else { return nil }
        return CatalogProblem(file: fileName, message: "holds no exercises")
    }
}
