import ExerciseCatalog
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls an import needs to make its result durable, each failing with a path.
enum DurableFiles {
    /// Creates `path` (which must not exist), writes `bytes` and flushes them to the disk.
    static func writeNewFile(_ bytes: [UInt8], to path: String) throws(CatalogFileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .fromErrno("create", path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw .fromErrno("write", path)
            }
            written += result
        }
        guard fsync(descriptor) == 0 else { throw .fromErrno("sync", path) }
    }

    /// Flushes a folder's entries (new names, renames) to the disk.
    static func syncDirectory(_ path: String) throws(CatalogFileSystemError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .fromErrno("open", path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .fromErrno("sync", path) }
    }

    /// Creates one folder, which must not exist yet.
    static func makeDirectory(_ path: String) throws(CatalogFileSystemError) {
        guard mkdir(path, 0o755) == 0 else { throw .fromErrno("create folder", path) }
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
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Why `path` cannot be looked up, or nil when it can or simply does not exist: the system's reason
    /// for any failure of `lstat` but "no such file" (such as "Permission denied").
    static func lookupFailure(at path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) != 0, errno != ENOENT, errno != ENOTDIR else { return nil }
        return String(cString: strerror(errno))
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not lead anywhere.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a directory entry is.
    enum EntryKind: Equatable {
        case file
        case directory
        case symbolicLink
        case other
    }
}
