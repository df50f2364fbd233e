internal import ExerciseCatalog

/// Why a snapshot could not be read: the file is cut short, damaged, or from another version.
public struct SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, such as "the file ends at byte 12 inside a 4-byte value".
    public var reason: String

    /// An error with `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String {
        reason
    }
}
