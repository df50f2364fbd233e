/// A command that could not do its job; printed to standard error as `otf: <message>`.
package struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, naming the file or value involved.
    package var message: String
    /// The exit status to end with.
    package var status: ExitStatus

    /// Creates a failure with exit status 1 unless told otherwise.
    package init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }

    package var description: String { message }
}
