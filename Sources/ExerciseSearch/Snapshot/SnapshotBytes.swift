/// The bytes a ``SnapshotReader`` reads: a snapshot file mapped into memory, or a copy of an array;
/// never changed once made, which is why one value may be shared by readers on several threads.
///
/// A file is mapped read-only rather than read: its pages come straight from the system's file cache,
/// with no buffer to clear and copy, which is about a tenth of a cold `otf search` (`otf-bench`). The
/// mapping lasts only while the snapshot is decoded; the index built from it holds copies.
final class SnapshotBytes: @unchecked Sendable {
    /// The bytes.
    let buffer: UnsafeBufferPointer<UInt8>
    /// Whether `buffer` is a file's mapping (unmapped when done) rather than memory of its own.
    private let isMapped: Bool

    /// A copy of `bytes`.
    init(copying bytes: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        buffer = UnsafeBufferPointer(copy)
        isMapped = false
    }

    private init(mapping: UnsafeBufferPointer<UInt8>) {
        buffer = mapping
        isMapped = true
    }

    /// The contents of the regular file at `path`.
    static func reading(_ path: String) throws(SnapshotError) -> SnapshotBytes {
        switch SystemCalls.mapRegularFile(path) {
        case .success(let mapping): SnapshotBytes(mapping: mapping)
        case .failure(let reason): throw SnapshotError("\(path) cannot be read: \(reason.text)")
        }
    }

    deinit {
        if isMapped {
            SystemCalls.unmap(buffer)
        } else {
            buffer.deallocate()
        }
    }
}
