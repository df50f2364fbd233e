import ExerciseCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes a ``SnapshotReader`` reads: a file mapped read-only into memory, or a copy of an array.
///
/// Mapping a file skips reading it: the pages the system already caches become the bytes, with no
/// buffer to clear and copy into (for the full catalog's snapshot, about 1.5 ms less at every start).
/// A catalog import replaces a snapshot by renaming a new file over it, never by rewriting it in place,
/// so a mapped snapshot does not change under its reader. The bytes never change once made, which is
/// why one value may be shared by readers on several threads.
public final class SnapshotBytes: @unchecked Sendable {
    /// The bytes.
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>
    /// True when ``buffer`` is a file mapping, false when it was allocated.
    private let isMapped: Bool

    /// A copy of `bytes`.
    public init(copying bytes: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        buffer = UnsafeBufferPointer(copy)
        isMapped = false
    }

    private init(mapping: UnsafeBufferPointer<UInt8>) {
        buffer = mapping
        isMapped = true
    }

    /// The regular file at `path`, mapped read-only (on Linux with every page mapped at once).
    public static func mapping(_ path: String) throws(SnapshotError) -> SnapshotBytes {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw SnapshotError("\(path) cannot be read: not a regular file")
        }
        let size = Int(status.st_size)
        guard size > 0 else { return SnapshotBytes(copying: []) }
        #if os(Linux)
            let flags = MAP_PRIVATE | MAP_POPULATE
        #else
            let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else {
            throw unreadable(path)
        }
        return SnapshotBytes(
            mapping: UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size))
    }

    /// The error for a system call on `path` that failed, with the system's reason.
    private static func unreadable(_ path: String) -> SnapshotError {
        SnapshotError("\(path) cannot be read: \(FileBytes.systemReason())")
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: buffer.baseAddress), buffer.count)
        } else {
            buffer.deallocate()
        }
    }
}
