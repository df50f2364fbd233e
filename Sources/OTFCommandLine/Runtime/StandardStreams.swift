/// The real process streams: standard output is buffered and written with `write(2)` in large pieces.
///
/// A write to standard output that fails (a full disk, `/dev/full`, a closed descriptor) is remembered in
/// ``outputFailure`` and nothing more is written there, so the program can say so and exit with 1.
package final class StandardStreams {
    private var pending: [UInt8] = []

    /// Why writing standard output failed, in the system's words; nil while every write succeeded.
    package private(set) var outputFailure: String?

    /// Creates streams with an empty output buffer.
    package init() {}

    /// A console on the process's own standard output and error.
    package func console() -> Console {
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
                _ = SystemCalls.writeAll(Array(text.utf8), to: SystemCalls.standardError)
            },
            outputIsTerminal: SystemCalls.standardOutputIsTerminal)
    }

    /// Writes whatever standard output still holds.
    package func flush() {
        if outputFailure == nil {
            outputFailure = SystemCalls.writeAll(pending, to: SystemCalls.standardOutput)
        }
        pending.removeAll(keepingCapacity: true)
    }
}
