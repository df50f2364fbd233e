public import ExerciseCatalog

/// The checksums (``SnapshotChecksum``) of the bytes of a catalog folder's `exercises.json` and
/// `manifest.json`, recorded in its snapshot beside the ``CatalogSnapshotStamp``.
///
/// A copy of the folder (into an app bundle, by an install, by `cp`) gives both files a new inode and new
/// times, so the stamp no longer matches; the snapshot is still current when the files hold the same
/// bytes, which these checksums tell (``CatalogSnapshot``). Reading and checksumming the two files costs
/// far less than decoding the JSON and building the index. The checksum is not cryptographic: it is
/// there to notice a change, and whoever could forge a collision could as well rewrite the snapshot,
/// which lies in the same folder.
public struct CatalogContentChecksums: Sendable, Equatable {
    /// The checksum of `exercises.json`.
    public var exercises: UInt64
    /// The checksum of `manifest.json`.
    public var manifest: UInt64

    /// The checksums of the catalog files of `layout`, or nil when either cannot be read.
    public static func of(_ layout: CatalogLoader.Layout) -> CatalogContentChecksums? {
        guard let exercises = try? SnapshotBytes.reading(layout.exercisesPath),
            let manifest = try? SnapshotBytes.reading(layout.manifestPath)
        else {
            return nil
        }
        return CatalogContentChecksums(
            exercises: SnapshotChecksum.of(exercises.buffer), manifest: SnapshotChecksum.of(manifest.buffer))
    }

    /// Appends the checksums to `writer`.
    func write(to writer: inout SnapshotWriter) {
        writer.write(exercises)
        writer.write(manifest)
    }

    /// Reads checksums written by ``write(to:)``.
    static func read(from reader: inout SnapshotReader) throws(SnapshotError) -> CatalogContentChecksums {
        CatalogContentChecksums(exercises: try reader.read(), manifest: try reader.read())
    }
}
