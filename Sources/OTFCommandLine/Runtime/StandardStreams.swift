#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real process streams: standard output is buffered and written with `write(2)` in large pieces.
public final class StandardStreams {
    private var pending: [UInt8] = []

    /// Creates streams with an empty output buffer.
    public init() {}

    /// A console on the process's own standard output and error.
    public func console() -> Console {
        Console(
            writeOutput: { [self] text in
                pending.append(contentsOf: text.utf8)
                if pending.count >= 1 << 16 { flush() }
            },
            writeError: { [self] text in
                flush()
                Self.writeAll(Array(text.utf8), to: STDERR_FILENO)
            },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// Writes whatever standard output still holds.
    public func flush() {
        Self.writeAll(pending, to: STDOUT_FILENO)
        pending.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
