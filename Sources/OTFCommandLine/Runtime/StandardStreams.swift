#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real process streams: standard output is buffered and written with `write(2)` in large pieces.
///
/// A write to standard output that fails (a full disk, `/dev/full`, a closed descriptor) is remembered in
/// ``outputFailure`` and nothing more is written there, so the program can say so and exit with 1.
public final class StandardStreams {
    private var pending: [UInt8] = []

    /// Why writing standard output failed, in the system's words; nil while every write succeeded.
    public private(set) var outputFailure: String?

    /// Creates streams with an empty output buffer.
    public init() {}

    /// A console on the process's own standard output and error.
    public func console() -> Console {
        Console(
            writeOutput: { [self] text in
                guard outputFailure == nil else {
                    return
                }
                pending.append(contentsOf: text.utf8)
                if pending.count >= 1 << 16 { flush() }
            },
            writeError: { [self] text in
                flush()
                _ = Self.writeAll(Array(text.utf8), to: STDERR_FILENO)
            },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// Writes whatever standard output still holds.
    public func flush() {
        if outputFailure == nil {
            outputFailure = Self.writeAll(pending, to: STDOUT_FILENO)
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes every byte to `descriptor`; returns why it failed, or nil when everything was written.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
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
}
