import ExerciseCatalog

/// The bytes a ``SnapshotReader`` reads: a copy of a file or of an array, never changed once made, which
/// is why one value may be shared by readers on several threads.
final class SnapshotBytes: @unchecked Sendable {
    /// The bytes.
    let buffer: UnsafeBufferPointer<UInt8>

    /// A copy of `bytes`.
    init(copying bytes: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        buffer = UnsafeBufferPointer(copy)
    }

    /// The contents of the regular file at `path`.
    static func reading(_ path: String) throws(SnapshotError) -> SnapshotBytes {
        do {
            return SnapshotBytes(copying: try FileBytes.read(path))
        } catch {
            throw SnapshotError("\(path) cannot be read: \(error.reason)")
        }
    }

    deinit {
        buffer.deallocate()
    }
}
