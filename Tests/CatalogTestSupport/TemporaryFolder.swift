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

    /// Writes `text` as UTF-8 to the relative path, creating the folders on the way.
    public func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    /// Writes `data` to the relative path, creating the folders on the way.
    public func write(_ data: Data, to relative: String) throws {
        let file = appending(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
    }

    /// Creates a folder, and the folders on the way, at the relative path.
    public func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(
            atPath: appending(relative), withIntermediateDirectories: true)
    }
}
