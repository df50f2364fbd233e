import ExerciseCatalog
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The search snapshot of an imported catalog: its exercises and their search index, written by
/// `otf catalog import` and read instead of decoding `exercises.json` and indexing it again.
///
/// The payload is the exercises (``ExerciseListCoding``) followed by the index tables, sealed in a
/// ``CatalogSnapshot`` whose fingerprint is made of ``formatVersion`` and the rule data (synonyms,
/// stopwords): a build with other rules or another layout ignores the file. See `Documentation/Search.md`.
public enum SearchSnapshot {
    /// The version of the payload's layout and of the indexing code.
    ///
    /// Bump it with any change to what an index holds for a catalog; `SearchSnapshotTests` records the
    /// sample catalog's payload to catch a change made without a bump.
    static let formatVersion: UInt32 = 3

    /// The fingerprint of this build's snapshot code: a checksum of ``formatVersion``, every synonym
    /// term and every stopword.
    static let fingerprint: UInt64 = {
        var writer = SnapshotWriter()
        writer.write(formatVersion)
        for entry in SynonymTable.entries { writer.write(entry.terms) }
        writer.write(Stopwords.words.sorted())
        return SnapshotChecksum.of(writer.bytes[...])
    }()

    /// The snapshot file for `catalog`, whose files `stamp` describes.
    public static func contents(for catalog: Catalog, stamp: CatalogSnapshotStamp) -> [UInt8] {
        CatalogSnapshot.seal(
            payload(SearchStorage(exercises: catalog.exercises), isSample: catalog.isSample),
            fingerprint: fingerprint,
            stamp: stamp)
    }

    /// The catalog in the folder `directory` with its index, read from the folder's snapshot; or why the
    /// snapshot cannot be used (there is none, it is stale or damaged, or another build wrote it).
    public static func load(directory: String) -> Result<IndexedCatalog, SnapshotError> {
        let snapshotPath = directory + "/" + CatalogFiles.snapshotFile
        guard FileManager.default.fileExists(atPath: snapshotPath) else {
            return .failure(SnapshotError("the folder has no \(CatalogFiles.snapshotFile)"))
        }
        let layout: CatalogLoader.Layout
        let snapshot: UnsealedSnapshot
        do {
            layout = try CatalogLoader.layout(of: directory)
            guard let stamp = CatalogSnapshotStamp.of(layout) else {
                return .failure(SnapshotError("the folder's \(CatalogFiles.manifestFile) cannot be examined"))
            }
            snapshot = try CatalogSnapshot.unseal(
                SnapshotBytes.mapping(snapshotPath), fingerprint: fingerprint, stamp: stamp)
        } catch let error as SnapshotError {
            return .failure(error)
        } catch {
            return .failure(SnapshotError("\(error)"))
        }
        do throws(SnapshotError) {
            return .success(try read(snapshot, directory: directory, layout: layout))
        } catch {
            // Whatever part of a damaged payload failed to read first, the damage is what to report.
            return .failure(snapshot.isIntact ? error : CatalogSnapshot.damagedPayload)
        }
    }

    /// The catalog and index in the payload of `snapshot`, the index tables read on a second thread
    /// (which first checks the payload's checksum) while this one reads the exercises.
    private static func read(_ snapshot: UnsealedSnapshot, directory: String, layout: CatalogLoader.Layout)
        throws(SnapshotError) -> IndexedCatalog
    {
        var reader = snapshot.payload
        let isSample = try reader.readFlag()
        let exerciseCount = Int(try reader.read(UInt32.self))
        let exercisesLength = Int(try reader.read(UInt64.self))
        let tablesStart = try reader.skipping(exercisesLength)
        let tables = ConcurrentResult(concurrently: exerciseCount >= SearchStorage.concurrentThreshold) {
            Result { () throws(SnapshotError) in
                guard snapshot.isIntact else { throw CatalogSnapshot.damagedPayload }
                var tablesReader = tablesStart
                let tables = try IndexTables(reading: &tablesReader, exerciseCount: exerciseCount)
                guard tablesReader.isAtEnd else { throw SnapshotError("bytes follow the index") }
                return tables
            }
        }
        let exercises = try ExerciseListCoding.read(from: &reader)
        guard exercises.count == exerciseCount, reader.offset == tablesStart.offset else {
            throw SnapshotError("the exercises do not fill the section the header gives them")
        }
        let storage = SearchStorage(exercises: exercises, tables: try tables.wait().get())
        let catalog = CatalogLoader.complete(
            Catalog(
                exercises: exercises, origin: .directory(path: directory), thumbnailsDirectory: nil,
                isSample: isSample),
            directory: directory, layout: layout, manifest: nil)
        return IndexedCatalog(catalog: catalog, index: SearchIndex(storage: storage))
    }

    /// The sample flag, the number of exercises, the byte count of the exercises, the exercises of
    /// `storage` and its tables (which a reader can then start on at once, on another thread).
    static func payload(_ storage: SearchStorage, isSample: Bool) -> [UInt8] {
        var exercises = SnapshotWriter()
        ExerciseListCoding.write(storage.exercises, to: &exercises)
        var writer = SnapshotWriter()
        writer.write(isSample)
        writer.write(UInt32(storage.exercises.count))
        writer.write(UInt64(exercises.bytes.count))
        writer.append(exercises.bytes)
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
        let catalog = try location.load()
        return IndexedCatalog(catalog: catalog, index: SearchIndex(exercises: catalog.exercises))
    }
}
