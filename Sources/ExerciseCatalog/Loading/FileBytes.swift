#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with plain POSIX calls: one copy into the array, no Foundation buffers.
enum FileBytes {
    /// Why a file could not be read, in words.
    struct ReadError: Error {
        /// The system's description of the failure, such as "No such file or directory".
        var reason: String
    }

    /// The contents of the regular file at `path`.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(reason: systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(reason: systemReason()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw ReadError(reason: "not a regular file") }
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 1 << 16)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw ReadError(reason: systemReason()) }
            guard got > 0 else { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's `read(2)`, named apart from ``FileBytes/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
