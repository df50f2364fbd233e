public import ExerciseCatalog

/// Which files a snapshot was made from: the size, modification time, status change time and inode of
/// the catalog folder's `exercises.json` and `manifest.json` when the snapshot was written.
///
/// While all of them still match, the snapshot is current; checking costs two `stat` calls and no
/// parsing. The status change time is what a same-size edit with its modification time put back cannot
/// hide: every write and every `touch` sets it to the present, and no call sets it back. When the stamp
/// differs but the sizes agree, the files' bytes decide (``CatalogContentChecksums``): a copied folder is
/// current, an edited or replaced file is not.
public struct CatalogSnapshotStamp: Sendable, Equatable {
    /// The size, times and inode of one file.
    public struct FileStamp: Sendable, Equatable {
        /// The size in bytes.
        public var byteCount: Int64
        /// The modification time, in nanoseconds since 1970.
        public var modifiedNanoseconds: Int64
        /// The status change time (`st_ctime`), in nanoseconds since 1970.
        public var changedNanoseconds: Int64
        /// The inode number, its bits as a signed number.
        public var inode: Int64

        /// The stamp of the regular file at `path`, or nil when it cannot be examined or is something
        /// else (a FIFO, a device, a folder), which no snapshot describes.
        ///
        /// `stat` looks at the path without opening it, so a FIFO is answered at once.
        public static func of(_ path: String) -> FileStamp? {
            SystemCalls.fileStamp(of: path)
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

    /// True when both files have the sizes they have in `other`.
    func hasSizes(of other: CatalogSnapshotStamp) -> Bool {
        exercises.byteCount == other.exercises.byteCount && manifest.byteCount == other.manifest.byteCount
    }

    /// Appends the stamp to `writer`.
    func write(to writer: inout SnapshotWriter) {
        for file in [exercises, manifest] {
            for field in [file.byteCount, file.modifiedNanoseconds, file.changedNanoseconds, file.inode] {
                writer.write(field)
            }
        }
    }

    /// Reads a stamp written by ``write(to:)``.
    static func read(from reader: inout SnapshotReader) throws(SnapshotError) -> CatalogSnapshotStamp {
        CatalogSnapshotStamp(
            exercises: try FileStamp.read(from: &reader), manifest: try FileStamp.read(from: &reader))
    }
}

extension CatalogSnapshotStamp.FileStamp {
    /// Reads a file stamp written by ``CatalogSnapshotStamp/write(to:)``.
    fileprivate static func read(from reader: inout SnapshotReader) throws(SnapshotError) -> Self {
        Self(
            byteCount: try reader.read(), modifiedNanoseconds: try reader.read(),
            changedNanoseconds: try reader.read(), inode: try reader.read())
    }
}
