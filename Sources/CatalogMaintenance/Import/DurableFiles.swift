internal import ExerciseCatalog
internal import Foundation

/// The few file-system calls an import needs to make its result durable, each failing with a path.
///
/// The calls into the C library behind them (`open` with `O_EXCL`, `fsync`, `mkdir`, `lstat`,
/// `realpath`) are in ``SystemCalls``.
enum DurableFiles {
    /// Creates `path` (which must not exist), writes `bytes` and flushes them to the disk.
    static func writeNewFile(_ bytes: [UInt8], to path: String) throws(CatalogFileSystemError) {
        try SystemCalls.writeNewFile(bytes, to: path)
    }

    /// Flushes a folder's entries (new names, renames) to the disk.
    static func syncDirectory(_ path: String) throws(CatalogFileSystemError) {
        try SystemCalls.syncDirectory(path)
    }

    /// Creates one folder, which must not exist yet.
    static func makeDirectory(_ path: String) throws(CatalogFileSystemError) {
        try SystemCalls.makeDirectory(path)
    }

    /// Reads a whole file.
    static func readFile(_ path: String) throws(CatalogFileSystemError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw CatalogFileSystemError(operation: "read", path: path, reason: error.reason)
        }
    }

    /// Removes a file or a folder with everything in it.
    static func removeTree(_ path: String) throws(CatalogFileSystemError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw CatalogFileSystemError(operation: "remove", path: path, error: error)
        }
    }

    /// The names in a folder, sorted by their Unicode scalars.
    static func entries(of path: String) throws(CatalogFileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted {
                $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
            }
        } catch {
            throw CatalogFileSystemError(operation: "list", path: path, error: error)
        }
    }

    /// What is at `path` without following a final symbolic link, or nil when nothing is there.
    static func kind(at path: String) -> EntryKind? {
        SystemCalls.kind(at: path)
    }

    /// Why `path` cannot be looked up, or nil when it can or simply does not exist: the system's reason
    /// for any failure of `lstat` but "no such file" (such as "Permission denied").
    static func lookupFailure(at path: String) -> String? {
        SystemCalls.lookupFailure(at: path)
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not lead anywhere.
    static func resolvedPath(_ path: String) -> String? {
        SystemCalls.resolvedPath(path)
    }

    /// What a directory entry is.
    enum EntryKind: Equatable {
        case file
        case directory
        case symbolicLink
        case other
    }
}
