/// A command that could not do its job; printed to standard error as `otf: <message>`.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, naming the file or value involved.
    public var message: String
    /// The exit status to end with.
    public var status: ExitStatus

    /// Creates a failure with exit status 1 unless told otherwise.
    public init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }

    public var description: String { message }
}
