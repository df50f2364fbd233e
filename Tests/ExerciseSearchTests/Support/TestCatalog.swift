import ExerciseCatalog
import ExerciseSearch
import Foundation
import Testing

/// Finds the real web catalog for integration tests through the OTF_TEST_CATALOG environment variable.
///
/// The same contract as the helper of the catalog tests: suites that need it carry ``isRequired``, so
/// they are skipped with a message when the variable is unset; when it is set, ``load()`` fails the
/// test if the folder is missing or the catalog has problems.
enum TestCatalog {
    /// The environment variable naming the folder of a web-directory checkout.
    static let environmentVariable = "OTF_TEST_CATALOG"

    /// Why a suite was skipped.
    static let skipMessage: Comment = "OTF_TEST_CATALOG is not set; skipping tests on the real catalog"

    /// Enables a test only when OTF_TEST_CATALOG is set, saying why it skipped otherwise.
    static let isRequired: ConditionTrait = .enabled(if: isConfigured, skipMessage)

    /// True when OTF_TEST_CATALOG is set to a non-empty value.
    static var isConfigured: Bool {
        configuredPath != nil
    }

    /// The variable's value, if set and non-empty.
    private static var configuredPath: String? {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else {
            return nil
        }
        return path
    }

    /// The configured catalog folder is unset or does not exist.
    struct Unavailable: Error, CustomStringConvertible {
        /// What is wrong.
        var description: String
    }

    /// Loads the configured catalog, failing when the folder is missing or the catalog has problems.
    static func load() throws -> Catalog {
        guard let path = configuredPath else {
            throw Unavailable(description: "\(environmentVariable) is not set")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw Unavailable(description: "\(environmentVariable) names \(path), which is not a folder")
        }
        let catalog = try CatalogLoader.load(directory: path)
        #expect(catalog.problems.isEmpty, "problems loading the real catalog: \(catalog.problems)")
        return catalog
    }

    /// A search index over the real catalog.
    static func index() throws -> SearchIndex {
        SearchIndex(exercises: try load().exercises)
    }
}
