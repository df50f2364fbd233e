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
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    return written < 0 ? String(cString: strerror(errno)) : "nothing could be written"
                }
                offset += written
            }
            return nil
        }
    }

    /// The bytes of each command-line argument after the program's name, as the system gave them.
    static var argumentBytes: [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
                .map { $0.map { UInt8(bitPattern: $0) } } ?? []
        }
    }
}
