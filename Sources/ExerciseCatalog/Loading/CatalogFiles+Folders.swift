internal import Foundation

extension CatalogFiles {
    /// Whether `path` is an existing folder on the real file system (following symbolic links).
    package static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
