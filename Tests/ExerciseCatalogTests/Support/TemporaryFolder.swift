import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when released.
final class TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    /// Creates the folder.
    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("otf-tests-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path` joined with a relative path.
    func appending(_ relative: String) -> String { path + "/" + relative }
}
