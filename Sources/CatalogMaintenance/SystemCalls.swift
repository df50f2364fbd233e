internal import PlatformShims

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The C library calls CatalogMaintenance makes; no other file of the module imports the C library.
///
/// A call that fails throws a ``CatalogFileSystemError`` with what was attempted, the path and the
/// system's reason.
enum SystemCalls {
    /// The system's words for the error number `code`, such as "No such file or directory".
    static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Creates `path` (which must not exist), writes `bytes` and flushes them to the disk.
    static func writeNewFile(_ bytes: [UInt8], to path: String) throws(CatalogFileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("create", path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure("write", path)
            }
            written += result
        }
        guard fsync(descriptor) == 0 else { throw failure("sync", path) }
    }

    /// Flushes a folder's entries (new names, renames) to the disk.
    static func syncDirectory(_ path: String) throws(CatalogFileSystemError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure("sync", path) }
    }

    /// Creates one folder (mode 755), which must not exist yet.
    static func makeDirectory(_ path: String) throws(CatalogFileSystemError) {
        guard mkdir(path, 0o755) == 0 else { throw failure("create folder", path) }
    }

    /// What is at `path` without following a final symbolic link (`lstat`), or nil when nothing is there.
    static func kind(at path: String) -> DurableFiles.EntryKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Why the folder at `path` cannot be listed and read (`access` for reading and searching), or nil
    /// when it can.
    static func folderReadFailure(_ path: String) -> String? {
        access(path, R_OK | X_OK) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Why `path` cannot be looked up (`lstat`), or nil when it can or simply does not exist: the
    /// system's reason for any failure but "no such file", such as "Permission denied".
    static func lookupFailure(at path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) != 0, errno != ENOENT, errno != ENOTDIR else { return nil }
        return String(cString: strerror(errno))
    }

    /// The absolute path with every symbolic link resolved (`realpath`), or nil when it does not lead
    /// anywhere.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Opens the folder at `path` and locks it exclusively (`flock`) without waiting: the descriptor that
    /// holds the lock until ``unlockFolder(_:)``, or nil when another process holds it.
    static func lockFolder(_ path: String) throws(CatalogFileSystemError) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure("open", path) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            defer { close(descriptor) }
            if errno == EWOULDBLOCK { return nil }
            throw failure("lock", path)
        }
        return descriptor
    }

    /// Releases the lock ``lockFolder(_:)`` took, closing its descriptor.
    static func unlockFolder(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Renames `source` to `destination`, where nothing is, in one atomic step.
    static func renameAtomically(_ source: String, to destination: String) throws(CatalogFileSystemError) {
        guard rename(source, destination) == 0 else { throw failure("rename into", destination) }
    }

    /// Swaps `first` and `second`, which must both exist, in one atomic step (see `otf_rename_exchange`);
    /// a failure names `second`.
    static func exchangeAtomically(_ first: String, _ second: String) throws(CatalogFileSystemError) {
        guard otf_rename_exchange(first, second) == 0 else { throw failure("atomically swap in", second) }
    }

    /// The error for the call that just failed on `path`, with the reason taken from `errno`.
    private static func failure(_ operation: String, _ path: String) -> CatalogFileSystemError {
        CatalogFileSystemError(operation: operation, path: path, reason: errorDescription(errno))
    }
}
