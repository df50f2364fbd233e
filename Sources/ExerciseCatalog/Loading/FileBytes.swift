#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads regular files only, checking the file it opened rather than the path.
///
/// Foundation opens a path and reads whatever it names, so a FIFO or a device named `exercises.json`
/// would block it or never end. Here the file is opened without blocking, checked to be a regular file
/// with `fstat`, and only then read: anything else is refused at once.
package enum FileBytes {
    /// Why a file could not be read, in words.
    package struct ReadError: Error {
        /// The system's description of the failure, such as "No such file or directory".
        package var reason: String
    }

    /// The contents of the regular file at `path`.
    package static func read(_ path: String) throws(ReadError) -> [UInt8] {
        try readRegularFile(path, limit: .max)
    }

    /// Up to `count` bytes from the start of the regular file at `path` (fewer when the file is shorter).
    package static func readPrefix(_ path: String, count: Int) throws(ReadError) -> [UInt8] {
        try readRegularFile(path, limit: count)
    }

    /// Opens `path` without blocking, refuses anything but a regular file, and reads up to `limit` bytes.
    private static func readRegularFile(_ path: String, limit: Int) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ReadError(reason: systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(reason: systemReason()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw ReadError(reason: "not a regular file") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(max(status.st_size, 0)), limit))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, wanted) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw ReadError(reason: systemReason()) }
            guard got > 0 else { break }
            bytes += chunk[..<got]
        }
        return bytes
    }

    /// The system's description of the last failed call (`errno`).
    package static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's `read(2)`, named apart from ``FileBytes/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
