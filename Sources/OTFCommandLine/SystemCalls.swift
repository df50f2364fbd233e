#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The C library calls OTFCommandLine makes; no other file of the module imports the C library.
enum SystemCalls {
    /// Whether the process's standard input is a terminal (`isatty`).
    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether the process's standard output is a terminal (`isatty`).
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The most bytes a path may have on this system (`PATH_MAX`).
    static let longestPath = Int(PATH_MAX)

    /// The most bytes one name in a path may have (`NAME_MAX`).
    static let longestFileName = Int(NAME_MAX)

    /// The descriptor of standard output.
    static let standardOutput = STDOUT_FILENO

    /// The descriptor of standard error.
    static let standardError = STDERR_FILENO

    /// Writes every byte to `descriptor` with `write(2)`; returns why it failed, or nil when everything
    /// was written.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let start = buffer.baseAddress else { return nil }
                let written = write(descriptor, start + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    return written < 0 ? String(cString: strerror(errno)) : "nothing could be written"
                }
                offset += written
            }
            return nil
        }
    }

    /// Up to `limit` bytes of standard input, read to its end with `read(2)` (never more: a device such
    /// as /dev/zero is cut there); a standard input that is closed, a folder or not open for reading is
    /// refused with the reason.
    static func readStandardInput(limit: Int) throws(WorkoutText.ReadError) -> [UInt8] {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else {
            throw WorkoutText.ReadError(
                reason: errno == EBADF
                    ? "closed (there is nothing to read)" : String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            throw WorkoutText.ReadError(reason: "a folder, not a text")
        }
        let flags = fcntl(STDIN_FILENO, F_GETFL)
        guard flags < 0 || (flags & O_ACCMODE) != O_WRONLY else {
            throw WorkoutText.ReadError(reason: "not open for reading (it was opened for writing only)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, wanted) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            guard got >= 0 else {
                switch errno {
                case EISDIR: throw WorkoutText.ReadError(reason: "a folder, not a text")
                case EBADF: throw WorkoutText.ReadError(reason: "not open for reading")
                default: throw WorkoutText.ReadError(reason: String(cString: strerror(errno)))
                }
            }
            guard got > 0 else { break }
            bytes += chunk[..<got]
        }
        return bytes
    }

    /// The bytes of each command-line argument after the program's name, as the system gave them.
    static var argumentBytes: [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
                .map { $0.map { UInt8(bitPattern: $0) } } ?? []
        }
    }
}
