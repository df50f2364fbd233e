import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when released.
public final class TemporaryFolder {
    /// The folder's absolute path.
    public let path: String

    /// Creates the folder.
    public init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("otf-tests-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path` joined with a relative path.
    public func appending(_ relative: String) -> String { path + "/" + relative }
}
