import ExerciseCatalog
import Foundation
import Testing

/// Reaches the real web catalog that CI names in the OTF_TEST_CATALOG environment variable.
///
/// Tests over it carry ``isRequired``: they skip with a message when the variable is unset, and fail
/// through ``directory()`` when it is set but names no folder.
enum RealCatalog {
    /// The environment variable naming the catalog folder or web checkout.
    static let variableName = "OTF_TEST_CATALOG"

    /// Enables a test only when OTF_TEST_CATALOG is set, saying why it skipped otherwise.
    static let isRequired: ConditionTrait = .enabled(
        if: ProcessInfo.processInfo.environment[variableName] != nil,
        "OTF_TEST_CATALOG is not set, so the test over the real catalog is skipped")

    /// Why the real catalog cannot be reached.
    struct Unreachable: Error, CustomStringConvertible {
        /// The sentence the failing test shows.
        let description: String
    }

    /// The folder OTF_TEST_CATALOG names; throws when it is unset or not a folder.
    static func directory() throws -> String {
        guard let path = ProcessInfo.processInfo.environment[variableName] else {
            throw Unreachable(description: "\(variableName) is not set")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw Unreachable(description: "\(variableName) names \"\(path)\", which is not a folder")
        }
        return path
    }

    /// Loads the catalog OTF_TEST_CATALOG names.
    static func load() throws -> Catalog {
        try CatalogLoader.load(directory: directory())
    }
}
