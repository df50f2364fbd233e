public import ExerciseCatalog
internal import Foundation

/// The search snapshot of an imported catalog: its exercises and their search index, written by
/// `otf catalog import` and read instead of decoding `exercises.json` and indexing it again.
///
/// The payload is the sample flag, the exercises (``ExerciseListCoding``) and the index tables, sealed in a
/// ``CatalogSnapshot`` whose fingerprint is made of ``formatVersion`` and the rule data (synonyms,
/// stopwords): a build with other rules or another layout ignores the file. See `Documentation/Search.md`.
public enum SearchSnapshot {
    /// The version of the file's layout (the ``CatalogSnapshot`` header and the payload) and of the
    /// indexing code.
    ///
    /// Bump it with any change to the layout or to what an index holds for a catalog; `SearchSnapshotTests` records the
    /// sample catalog's payload to catch a change made without a bump.
    static let formatVersion: UInt32 = 9

    /// The fingerprint of this build's snapshot code: a checksum of ``formatVersion``, every synonym
    /// term and every stopword.
    static let fingerprint: UInt64 = {
        var writer = SnapshotWriter()
        writer.write(formatVersion)
        for entry in SynonymTable.entries { writer.write(entry.terms) }
        writer.write(Stopwords.words.sorted())
        return SnapshotChecksum.of(writer.bytes[...])
    }()

    /// The snapshot file for `catalog`, whose files `stamp` and `checksums` describe.
    public static func contents(
        for catalog: Catalog, stamp: CatalogSnapshotStamp, checksums: CatalogContentChecksums
    ) -> [UInt8] {
        CatalogSnapshot.seal(
            payload(SearchStorage(exercises: catalog.exercises), isSample: catalog.isSample),
            fingerprint: fingerprint, stamp: stamp, contents: checksums)
    }

    /// The catalog in the folder `directory` with its index, read from the folder's snapshot; or why the
    /// snapshot cannot be used (there is none, it is stale or damaged, or another build wrote it).
    public static func load(directory: String) -> Result<IndexedCatalog, SnapshotError> {
        let snapshotPath = directory + "/" + CatalogFiles.snapshotFile
        guard FileManager.default.fileExists(atPath: snapshotPath) else {
            return .failure(SnapshotError("the folder has no \(CatalogFiles.snapshotFile)"))
        }
        let layout: CatalogLoader.Layout
        let payload: SnapshotReader
        do {
            layout = try CatalogLoader.layout(of: directory)
            guard let stamp = CatalogSnapshotStamp.of(layout) else {
                let file =
                    CatalogSnapshotStamp.FileStamp.of(layout.exercisesPath) == nil
                    ? CatalogFiles.exercisesFile : CatalogFiles.manifestFile
                return .failure(SnapshotError("the folder's \(file) is missing or not a regular file"))
            }
            payload = try CatalogSnapshot.open(
                SnapshotBytes.reading(snapshotPath), fingerprint: fingerprint, stamp: stamp,
                contents: { CatalogContentChecksums.of(layout) })
        } catch let error as SnapshotError {
            return .failure(error)
        } catch {
            return .failure(SnapshotError("\(error)"))
        }
        do throws(SnapshotError) {
            return .success(try read(payload, directory: directory, layout: layout))
        } catch {
            return .failure(error)
        }
    }

    /// The catalog and index in `payload`, a checked snapshot's payload.
    private static func read(_ payload: SnapshotReader, directory: String, layout: CatalogLoader.Layout)
        throws(SnapshotError) -> IndexedCatalog
    {
        var reader = payload
        let isSample = try reader.readFlag()
        let exercises = try ExerciseListCoding.read(from: &reader)
        let tables = try IndexTables(reading: &reader, exerciseCount: exercises.count)
        guard reader.isAtEnd else { throw SnapshotError("bytes follow the index") }
        let catalog = CatalogLoader.complete(
            Catalog(
                exercises: exercises, origin: .directory(path: directory), thumbnailsDirectory: nil,
                isSample: isSample),
            directory: directory, layout: layout, manifest: nil)
        return IndexedCatalog(
            catalog: catalog, index: SearchIndex(storage: SearchStorage(exercises: exercises, tables: tables))
        )
    }

    /// The sample flag, the exercises of `storage` and its tables.
    static func payload(_ storage: SearchStorage, isSample: Bool) -> [UInt8] {
        var writer = SnapshotWriter()
        writer.write(isSample)
        ExerciseListCoding.write(storage.exercises, to: &writer)
        storage.tables.write(to: &writer)
        return writer.bytes
    }
}
/// A catalog with its search index.
public struct IndexedCatalog: Sendable {
    /// The catalog.
    public var catalog: Catalog
    /// The index of its exercises.
    public var index: SearchIndex

    /// Reads the catalog at `location`, from its search snapshot when the folder has a usable one, else
    /// by decoding it and building the index.
    public static func load(_ location: CatalogLocation) throws(CatalogLoadError) -> IndexedCatalog {
        if case .directory(let path, _) = location,
            case .success(let indexed) = SearchSnapshot.load(directory: path)
        {
            return indexed
        }
        return IndexedCatalog(indexing: try location.load())
    }
}

extension IndexedCatalog {
    /// `catalog` with the index built from its exercises.
    public init(indexing catalog: Catalog) {
        self.init(catalog: catalog, index: SearchIndex(exercises: catalog.exercises))
    }
}
