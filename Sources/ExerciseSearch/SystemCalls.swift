#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The C library calls ExerciseSearch makes; no other file of the module imports the C library.
enum SystemCalls {
    /// The stamp of the regular file at `path` (following symbolic links, with `stat`): its size,
    /// modification and status change times and inode; nil when it cannot be examined or is not a
    /// regular file.
    static func fileStamp(of path: String) -> CatalogSnapshotStamp.FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
            let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        return CatalogSnapshotStamp.FileStamp(
            byteCount: Int64(status.st_size),
            modifiedNanoseconds: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changedNanoseconds: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            inode: Int64(bitPattern: UInt64(status.st_ino)))
    }

    /// Why a file could not be mapped, in the system's words.
    struct MappingFailure: Error {
        /// Such as "No such file or directory" or "not a regular file".
        var text: String
    }

    /// Maps the regular file at `path` into memory, read-only and private; an empty file maps to no bytes,
    /// and a regular file its file system cannot map (as `/sys` files) gives nil, to be read instead.
    ///
    /// The file is opened without blocking and checked with `fstat` before it is mapped, so a FIFO or a
    /// device at `path` is refused at once. The mapping stays valid after the file is replaced or
    /// removed (as `otf catalog import` does). It is not a copy: a write to the file in place shows
    /// through, and a file cut short in place would fault when the cut part is read.
    static func mapRegularFile(_ path: String) -> Result<UnsafeBufferPointer<UInt8>?, MappingFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(MappingFailure(text: lastSystemError())) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(MappingFailure(text: lastSystemError()))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            return .failure(MappingFailure(text: "not a regular file"))
        }
        let count = Int(status.st_size)
        guard count > 0 else { return .success(UnsafeBufferPointer(start: nil, count: 0)) }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else {
            return .success(nil)
        }
        return .success(UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// Unmaps what ``mapRegularFile(_:)`` mapped.
    static func unmap(_ mapping: UnsafeBufferPointer<UInt8>) {
        guard let address = mapping.baseAddress else { return }
        munmap(UnsafeMutableRawPointer(mutating: address), mapping.count)
    }

    /// The system's description of the last failed call (`errno`).
    private static func lastSystemError() -> String {
        String(cString: strerror(errno))
    }
}
