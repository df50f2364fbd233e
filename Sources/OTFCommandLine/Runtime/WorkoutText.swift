internal import ExerciseCatalog
internal import TerminalKit

/// The bytes of a workout text, read from a file or standard input the one way: never more than
/// ``limit``, the most a paste into the terminal app keeps, and with a clear reason when it cannot be
/// read (standard input closed, a folder, not open for reading; a file missing or not a regular file).
enum WorkoutText {
    /// The most bytes a workout text may have: the paste limit of the terminal app
    /// (``KeyDecoder/defaultPasteLimit``, 1 MiB), one constant for both.
    static let limit = KeyDecoder.defaultPasteLimit

    /// Why the text could not be read, in words that follow its source ("standard input: closed").
    struct ReadError: Error {
        var reason: String
    }

    /// The bytes of `path`, or of standard input when `path` is "-"; refused past ``limit``.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let bytes: [UInt8]
        if path == "-" {
            bytes = try SystemCalls.readStandardInput(limit: limit + 1)
        } else {
            do throws(FileBytes.ReadError) {
                bytes = try FileBytes.readPrefix(path, count: limit + 1)
            } catch {
                throw ReadError(reason: error.reason)
            }
        }
        guard bytes.count <= limit else {
            throw ReadError(
                reason: "longer than \(limit >> 20) MiB, the most a workout may be (as much as the terminal "
                    + "app keeps of a paste); reading stopped there")
        }
        return bytes
    }
}
