internal import ExerciseCatalog

/// The sealed file a catalog folder may hold beside `exercises.json` (``CatalogFiles/snapshotFile``):
/// a payload that front ends read instead of decoding the JSON and rebuilding what they derive from it.
///
/// The file starts with the magic bytes "OTFSNAP1", then the fingerprint of the code that wrote the
/// payload (a reader with a different fingerprint cannot use it), the ``CatalogSnapshotStamp`` and the
/// ``CatalogContentChecksums`` of the exercise list and manifest it was made from, the payload's length
/// and checksum, and the payload. ``open(_:fingerprint:stamp:contents:)`` refuses a file any part of
/// which disagrees, so a stale or damaged snapshot is never used.
///
/// The files match when their stamp does (two `stat` calls, the command line's fast path), or else when
/// they have the recorded sizes and their bytes the recorded checksums: a copied folder (an app bundle,
/// an install) has new inodes and times but the same bytes.
enum CatalogSnapshot {
    private static let magic = Array("OTFSNAP1".utf8)

    /// The whole file for `payload`, written by code with `fingerprint`, made from the files `stamp` and
    /// `contents` describe.
    static func seal(
        _ payload: [UInt8], fingerprint: UInt64, stamp: CatalogSnapshotStamp,
        contents: CatalogContentChecksums
    ) -> [UInt8] {
        var writer = SnapshotWriter()
        writer.append(magic)
        writer.write(fingerprint)
        stamp.write(to: &writer)
        contents.write(to: &writer)
        writer.write(UInt64(payload.count))
        writer.write(SnapshotChecksum.of(payload[...]))
        writer.append(payload)
        return writer.bytes
    }

    /// A reader positioned at the payload of `file`, after checking its magic, fingerprint, files,
    /// length and checksum.
    static func open(
        _ file: [UInt8], fingerprint: UInt64, stamp: CatalogSnapshotStamp,
        contents: () -> CatalogContentChecksums?
    ) throws(SnapshotError) -> SnapshotReader {
        try open(SnapshotBytes(copying: file), fingerprint: fingerprint, stamp: stamp, contents: contents)
    }

    /// A reader positioned at the payload of `bytes`, after checking its magic, fingerprint, files,
    /// length and checksum.
    ///
    /// `stamp` is the files' stamp now; `contents` reads their checksums now, and is called only when
    /// the stamp differs from the recorded one while the sizes agree.
    static func open(
        _ bytes: SnapshotBytes, fingerprint: UInt64, stamp: CatalogSnapshotStamp,
        contents: () -> CatalogContentChecksums?
    ) throws(SnapshotError) -> SnapshotReader {
        let file = bytes.buffer
        guard file.starts(with: magic) else {
            throw SnapshotError("not a snapshot (no OTFSNAP1 at the start)")
        }
        var reader = SnapshotReader(bytes, offset: magic.count)
        guard try reader.read(UInt64.self) == fingerprint else {
            throw SnapshotError("written by a different version of the search code")
        }
        let recordedStamp = try CatalogSnapshotStamp.read(from: &reader)
        let recordedContents = try CatalogContentChecksums.read(from: &reader)
        guard
            recordedStamp == stamp
                || (recordedStamp.hasSizes(of: stamp) && contents() == recordedContents)
        else {
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
