import ExerciseCatalog
import ExerciseSearch
import Foundation
import Testing

/// The real web catalog, reached only through the `OTF_TEST_CATALOG` environment variable.
///
/// Tests that need it are enabled only when the variable is set (otherwise they are skipped with
/// ``skipMessage``); when it is set but the folder is missing or unreadable, loading throws and the
/// test fails.
enum RealCatalog {
    /// The environment variable naming the catalog folder.
    static let variable = "OTF_TEST_CATALOG"

    /// Why tests on the real catalog are skipped.
    static let skipMessage: Comment = "OTF_TEST_CATALOG is not set; skipping tests on the real catalog"

    /// The folder named by the variable, if set.
    static var directory: String? {
        ProcessInfo.processInfo.environment[variable]
    }

    /// True when the variable is set.
    static var isConfigured: Bool {
        directory != nil
    }

    /// The catalog's exercises; throws when the variable is unset or the folder cannot be loaded.
    static func exercises() throws -> [Exercise] {
        guard let directory else {
            throw CatalogLoadError.missingExercisesFile(directory: "$\(variable)")
        }
        return try CatalogLoader.load(directory: directory).exercises
    }

    /// A search index over the real catalog.
    static func index() throws -> SearchIndex {
        SearchIndex(exercises: try exercises())
    }
}
