internal import ExerciseCatalog
internal import Foundation

/// A failed file-system call: what was attempted, on which path, and the system's reason.
package struct CatalogFileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was attempted, such as "create", "write", "sync".
    package var operation: String
    /// The path it was attempted on.
    package var path: String
    /// The system's reason, such as "Permission denied".
    package var reason: String

    /// Creates an error.
    package init(operation: String, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// `cannot write /cat/.catalog.staging-1f/exercises.json: No space left on device`.
    package var description: String { "cannot \(operation) \(EchoedText.path(path)): \(reason)" }

    /// The error for a Foundation file operation that threw `error`: the reason is the system's words for
    /// the POSIX error underneath, such as "No such file or directory", else the error's own description.
    init(operation: String, path: String, error: any Error) {
        let posixError = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
        let reason = posixError.map { SystemCalls.errorDescription($0.code.rawValue) }
        self.init(operation: operation, path: path, reason: reason ?? error.localizedDescription)
    }
}
