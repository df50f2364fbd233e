import ExerciseCatalog
import Foundation
import Testing

/// Finds the real web catalog for integration tests through the OTF_TEST_CATALOG environment variable;
/// shared by every test target.
///
/// Suites that need it use ``isConfigured`` in an `.enabled(if:)` trait, so they are skipped with a
/// message when the variable is unset; when it is set, ``directory()`` fails the test if the folder is
/// missing.
public enum TestCatalog {
    /// The environment variable naming the folder of a web-directory checkout.
    public static let environmentVariable = "OTF_TEST_CATALOG"

    /// Why a suite was skipped.
    public static let skipMessage: Comment = "OTF_TEST_CATALOG is not set; skipping tests on the real catalog"

    /// Enables a test only when OTF_TEST_CATALOG is set, saying why it skipped otherwise.
    public static let isRequired: ConditionTrait = .enabled(if: isConfigured, skipMessage)

    /// True when OTF_TEST_CATALOG is set to a non-empty value.
    public static var isConfigured: Bool {
        configuredPath != nil
    }

    private static var configuredPath: String? {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else {
            return nil
        }
        return path
    }

    /// The configured catalog folder is unset or does not exist.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// The configured folder; throws when the variable is unset or the folder does not exist.
    public static func directory() throws -> String {
        guard let path = configuredPath else {
            throw Unavailable(description: "\(environmentVariable) is not set")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw Unavailable(description: "\(environmentVariable) names \(path), which is not a folder")
        }
        return path
    }

    /// Loads the configured catalog, failing when it has any problem.
    public static func load() throws -> Catalog {
        let catalog = try CatalogLoader.load(directory: try directory())
        #expect(catalog.problems.isEmpty, "problems loading the real catalog: \(catalog.problems)")
        return catalog
    }
}
