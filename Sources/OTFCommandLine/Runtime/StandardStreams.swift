import Foundation

/// The real process streams: standard output is buffered and written in large pieces.
///
/// A write that fails (a closed pipe, a full disk) is dropped, as is everything after it in that piece.
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
                try? FileHandle.standardError.write(contentsOf: Array(text.utf8))
            },
            outputIsTerminal: SystemCalls.standardOutputIsTerminal)
    }

    /// Writes whatever standard output still holds.
    public func flush() {
        try? FileHandle.standardOutput.write(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
    }
}
