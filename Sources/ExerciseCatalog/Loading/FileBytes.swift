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
        try SystemCalls.readRegularFile(path, limit: .max)
    }

    /// Up to `count` bytes from the start of the regular file at `path` (fewer when the file is shorter).
    package static func readPrefix(_ path: String, count: Int) throws(ReadError) -> [UInt8] {
        try SystemCalls.readRegularFile(path, limit: count)
    }
}
