internal import ExerciseCatalog

/// The sealed file a catalog folder may hold beside `exercises.json` (``CatalogFiles/snapshotFile``):
/// a payload that front ends read instead of decoding the JSON and rebuilding what they derive from it.
///
/// The file starts with the magic bytes "OTFSNAP1", then the fingerprint of the code that wrote the
/// payload (a reader with a different fingerprint cannot use it), the ``CatalogSnapshotStamp`` of the
/// exercise list and manifest it was made from, the payload's length and checksum, and the payload.
/// ``open(_:fingerprint:stamp:)`` refuses a file any part of which disagrees, so a stale or damaged
/// snapshot is never used.
enum CatalogSnapshot {
    private static let magic = Array("OTFSNAP1".utf8)

    /// The whole file for `payload`, written by code with `fingerprint`, made from the list `stamp` names.
    static func seal(_ payload: [UInt8], fingerprint: UInt64, stamp: CatalogSnapshotStamp) -> [UInt8] {
        var writer = SnapshotWriter()
        writer.append(magic)
        writer.write(fingerprint)
        stamp.write(to: &writer)
        writer.write(UInt64(payload.count))
        writer.write(SnapshotChecksum.of(payload[...]))
        writer.append(payload)
        return writer.bytes
    }

    /// A reader positioned at the payload of `file`, after checking its magic, fingerprint, stamp,
    /// length and checksum.
    static func open(
        _ file: [UInt8], fingerprint: UInt64, stamp: CatalogSnapshotStamp
    ) throws(SnapshotError) -> SnapshotReader {
        try open(SnapshotBytes(copying: file), fingerprint: fingerprint, stamp: stamp)
    }

    /// A reader positioned at the payload of `bytes`, after checking its magic, fingerprint, stamp,
    /// length and checksum.
    static func open(
        _ bytes: SnapshotBytes, fingerprint: UInt64, stamp: CatalogSnapshotStamp
    ) throws(SnapshotError) -> SnapshotReader {
        let file = bytes.buffer
        guard file.starts(with: magic) else {
            throw SnapshotError("not a snapshot (no OTFSNAP1 at the start)")
        }
        var reader = SnapshotReader(bytes, offset: magic.count)
        guard try reader.read(UInt64.self) == fingerprint else {
            throw SnapshotError("written by a different version of the search code")
        }
        guard try CatalogSnapshotStamp.read(from: &reader) == stamp else {
            throw SnapshotError("exercises.json or manifest.json changed after the snapshot was written")
        }
        let length = try reader.read(UInt64.self)
        let checksum = try reader.read(UInt64.self)
        guard length == UInt64(file.count - reader.position) else {
            throw SnapshotError(
                "the payload should be \(length) bytes but \(file.count - reader.position) follow")
        }
        guard SnapshotChecksum.of(reader.remainingBytes) == checksum else {
            throw SnapshotError("the payload is damaged (its checksum does not match)")
        }
        return reader
    }
}
