#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The C library calls ExerciseCatalog makes; no other file of the module imports the C library.
enum SystemCalls {
    /// Opens `path` without blocking, refuses anything but a regular file, and reads up to `limit` bytes.
    ///
    /// The bytes the file's size announces are read straight into the array returned; the rest of a file
    /// that grew meanwhile (or that announces no size, as `/proc` files do) follows in small chunks. The
    /// file checked (with `fstat`) is the one opened, not whatever the path names a moment later.
    static func readRegularFile(_ path: String, limit: Int) throws(FileBytes.ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileBytes.ReadError(reason: lastSystemError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileBytes.ReadError(reason: lastSystemError()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw FileBytes.ReadError(reason: "not a regular file")
        }
        let limit = max(limit, 0)
        let expected = min(Int(max(status.st_size, 0)), limit)
        var outcome: Result<Int, FileBytes.ReadError> = .success(0)
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            outcome = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
            count = (try? outcome.get()) ?? 0
        }
        var isAtEnd = try outcome.get() < expected
        guard !isAtEnd && bytes.count < limit else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 12)
        while !isAtEnd && bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = try chunk.withUnsafeMutableBytes {
                readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]))
            }.get()
            bytes += chunk[..<got]
            isAtEnd = got < wanted
        }
        return bytes
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends: how many bytes it read.
    private static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer
    ) -> Result<Int, FileBytes.ReadError> {
        var filled = 0
        while filled < buffer.count {
            let got = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return .failure(FileBytes.ReadError(reason: lastSystemError())) }
            guard got > 0 else { break }
            filled += got
        }
        return .success(filled)
    }

    /// `path` with every symlink, "." and ".." resolved (`realpath`), or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else {
            return nil
        }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    /// True when `path` itself (not a symlink) is a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return false
        }
        return (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether anything is at `path` (`stat`, following links); false when nothing is or a folder on the
    /// way is missing; throws the system's reason when the lookup itself fails, as it does for a folder
    /// that may not be searched.
    static func exists(_ path: String) throws(FileBytes.ReadError) -> Bool {
        var status = stat()
        guard stat(path, &status) != 0 else {
            return true
        }
        guard errno == ENOENT || errno == ENOTDIR else {
            throw FileBytes.ReadError(reason: lastSystemError())
        }
        return false
    }

    /// The system's description of the last failed call (`errno`), such as "No such file or directory".
    private static func lastSystemError() -> String {
        String(cString: strerror(errno))
    }
}
