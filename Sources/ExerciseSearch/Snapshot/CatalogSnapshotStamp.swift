public import ExerciseCatalog

/// Which files a snapshot was made from: the size and modification time of the catalog folder's
/// `exercises.json` and `manifest.json` when the snapshot was written.
///
/// A snapshot is used only while both still match, so editing or replacing either file (or importing
/// again) makes front ends read the JSON instead; checking costs two `stat` calls and no parsing.
public struct CatalogSnapshotStamp: Sendable, Equatable {
    /// The size and modification time of one file.
    public struct FileStamp: Sendable, Equatable {
        /// The size in bytes.
        public var byteCount: Int64
        /// The modification time, in nanoseconds since 1970.
        public var modifiedNanoseconds: Int64

        /// The stamp of the regular file at `path`, or nil when it cannot be examined or is something
        /// else (a FIFO, a device, a folder), which no snapshot describes.
        ///
        /// `stat` looks at the path without opening it, so a FIFO is answered at once.
        public static func of(_ path: String) -> FileStamp? {
            guard let file = SystemCalls.sizeAndModificationTime(of: path) else { return nil }
            return FileStamp(byteCount: file.byteCount, modifiedNanoseconds: file.modifiedNanoseconds)
        }
    }

    /// The exercise list's stamp.
    public var exercises: FileStamp
    /// The manifest's stamp.
    public var manifest: FileStamp

    /// The stamp of the catalog whose files are `layout`'s, or nil when either cannot be examined.
    public static func of(_ layout: CatalogLoader.Layout) -> CatalogSnapshotStamp? {
        guard let exercises = FileStamp.of(layout.exercisesPath),
            let manifest = FileStamp.of(layout.manifestPath)
        else {
            return nil
        }
        return CatalogSnapshotStamp(exercises: exercises, manifest: manifest)
    }

    /// Appends the stamp to `writer`.
    func write(to writer: inout SnapshotWriter) {
        for file in [exercises, manifest] {
            writer.write(file.byteCount)
            writer.write(file.modifiedNanoseconds)
        }
    }

    /// Reads a stamp written by ``write(to:)``.
    static func read(from reader: inout SnapshotReader) throws(SnapshotError) -> CatalogSnapshotStamp {
        CatalogSnapshotStamp(
            exercises: FileStamp(byteCount: try reader.read(), modifiedNanoseconds: try reader.read()),
            manifest: FileStamp(byteCount: try reader.read(), modifiedNanoseconds: try reader.read()))
    }
}
