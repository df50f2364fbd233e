import Foundation
import Testing

/// The real web catalog named by OTF_TEST_CATALOG, for tests that run commands on it.
///
/// Tests using it carry ``isRequired``: skipped with a message when the variable is unset; when it is
/// set, ``directory()`` fails the test if the folder does not exist.
enum RealCatalog {
    /// Enables a test only when OTF_TEST_CATALOG is set to a non-empty value.
    static let isRequired: ConditionTrait = .enabled(
        if: path != nil, "OTF_TEST_CATALOG is not set; skipping tests on the real catalog")

    private static var path: String? {
        ProcessInfo.processInfo.environment["OTF_TEST_CATALOG"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The configured folder, or a recorded failure and nil when it is not a folder.
    static func directory() -> String? {
        var isDirectory: ObjCBool = false
        guard let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            Issue.record("OTF_TEST_CATALOG names \(path ?? "nothing"), which is not a folder")
            return nil
        }
        return path
    }
}
