#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The C library calls TerminalKit makes; no other file of the module imports the C library.
///
/// The terminal session's raw mode, signal handling and waiting are in C, in PlatformShims.
enum SystemCalls {
    /// The error number `otf_terminal_begin` returns when a session is already active (`EBUSY`).
    static let resourceBusy = EBUSY

    /// The error number (`errno`) of the call that just failed on this thread.
    static var lastError: Int32 { errno }

    /// The system's words for the error number `code`, such as "Input/output error".
    static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Whether `descriptor` is open on a terminal (`isatty`).
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Reads the input `descriptor` has ready, up to `limit` bytes: nil at the end of input (end of file,
    /// or EIO from a terminal that hung up), no bytes when nothing was ready after all.
    static func readReady(from descriptor: Int32, limit: Int) throws(TerminalSessionError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                return Array(buffer.prefix(count))
            }
            if count == 0 {
                return nil
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                return []
            case EIO:
                return nil
            case let code:
                throw .systemCall(name: "read", code: code)
            }
        }
    }

    /// Writes all of `bytes` to `descriptor`, again after an interruption.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(TerminalSessionError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count >= 0 {
                offset += count
            } else if errno != EINTR {
                throw .systemCall(name: "write", code: errno)
            }
        }
    }
}
