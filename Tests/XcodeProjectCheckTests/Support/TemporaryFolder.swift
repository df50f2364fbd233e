import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when released.
final class TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    /// Creates the folder.
    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "xcodeproj-check-\(UUID().uuidString)"
            )
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path` joined with a relative path.
    func appending(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to the relative path, creating the folders on the way.
    func write(_ text: String, to relative: String) throws {
        let file = appending(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// Writes `data` to the relative path, creating folders as needed.
    func write(_ data: Data, to relative: String) throws {
        let file = appending(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
    }

    /// Creates a folder at the relative path.
    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(
            atPath: appending(relative), withIntermediateDirectories: true)
    }
}
