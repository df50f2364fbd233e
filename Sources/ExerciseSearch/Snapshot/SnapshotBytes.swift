internal import ExerciseCatalog

/// The bytes a ``SnapshotReader`` reads: a snapshot file mapped into memory, or a copy of an array.
///
/// A file is mapped read-only rather than read: its pages come straight from the system's file cache,
/// with no buffer to clear and copy, which is about a tenth of a cold `otf search` (`otf-bench`). The
/// mapping lasts only while the snapshot is decoded; the index built from it holds copies. A mapping
/// shows a write made to the file in place meanwhile (the importer never writes in place: it replaces
/// the file), which stays safe because the reader checks every length and index it reads, checksum
/// or not. A file its file system cannot map is read into memory instead.
final class SnapshotBytes {
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
        case .success(let mapping?):
            return SnapshotBytes(mapping: mapping)
        case .success(nil):
            do {
                return SnapshotBytes(copying: try FileBytes.read(path))
            } catch {
                throw SnapshotError("\(path) cannot be read: \(error.reason)")
            }
        case .failure(let reason):
            throw SnapshotError("\(path) cannot be read: \(reason.text)")
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
