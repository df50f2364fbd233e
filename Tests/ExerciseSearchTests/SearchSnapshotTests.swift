import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import ExerciseSearch

/// The search snapshot an import writes: read back, it must search exactly like an index built from the
/// JSON, and a stale, damaged or foreign snapshot must never be used.
@Suite struct SearchSnapshotTests {
    /// Queries typed one character at a time, misspelt, mixed across fields, empty and hopeless.
    static let queries = [
        "", "g", "go", "gob", "goblet", "goblet squat", "sqaut", "db row", "trx", "trx row", "1/2 kneeling",
        "kb swing", "push up", "pushups", "bosu lunge", "rudy", "glutes", "zzzz", "hammer curl",
    ]

    /// A catalog folder in `folder` laid out as an import leaves it: `exercisesJSON` as its exercise
    /// list, a manifest with the `sample` flag, and the snapshot ``SearchSnapshot/contents(for:stamp:checksums:)``
    /// makes of both.
    private static func catalogWithSnapshot(
        _ exercisesJSON: Data, sample: Bool, in folder: TemporaryFolder
    ) throws -> String {
        let destination = folder.appending("catalog")
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        try exercisesJSON.write(to: URL(fileURLWithPath: destination + "/" + CatalogFiles.exercisesFile))
        let counts = CatalogManifest.Counts(
            exercises: 0, videos: 0, thumbnailsCopied: 0, thumbnailsMissing: 0, unreferencedFiles: 0)
        let manifest = CatalogManifest(
            sample: sample, source: "test", sha256: "", importedAt: Date(timeIntervalSince1970: 0),
            counts: counts)
        try Data(manifest.fileContents()).write(
            to: URL(fileURLWithPath: destination + "/" + CatalogFiles.manifestFile))
        let layout = try CatalogLoader.layout(of: destination)
        let stamp = try #require(CatalogSnapshotStamp.of(layout))
        let checksums = try #require(CatalogContentChecksums.of(layout))
        let catalog = try CatalogLoader.load(directory: destination)
        try Data(SearchSnapshot.contents(for: catalog, stamp: stamp, checksums: checksums)).write(
            to: URL(fileURLWithPath: destination + "/" + CatalogFiles.snapshotFile))
        return destination
    }

    /// The sample catalog's folder with its snapshot, in `folder`.
    private static func sampleWithSnapshot(in folder: TemporaryFolder) throws -> String {
        try catalogWithSnapshot(Data(SampleCatalog.exercisesJSON.utf8), sample: true, in: folder)
    }

    /// A web checkout holding the sample catalog, in `folder`.
    private static func sampleSource(in folder: TemporaryFolder) throws -> String {
        let source = folder.appending("web")
        try FileManager.default.createDirectory(
            atPath: source + "/src/data", withIntermediateDirectories: true)
        try Data(SampleCatalog.exercisesJSON.utf8).write(
            to: URL(fileURLWithPath: source + "/src/data/exercises.json"))
        return source
    }

    /// Everything a search shows, in a comparable form.
    private static func outcome(_ index: SearchIndex, _ query: String, _ filters: SearchFilters = .none)
        -> String
    {
        let results = index.search(query, filters: filters)
        let rows = results.results.map {
            "\($0.exercise.id) \($0.score) \($0.matchedFields.map(\.rawValue)) \($0.nameHighlights)"
        }
        let facets = Facet.allCases.map { facet in
            "\(facet.rawValue): "
                + (results.facets[facet] ?? []).map { "\($0.value)=\($0.count)" }.joined(separator: ",")
        }
        return (rows + facets + ["suggestion: \(results.suggestion ?? "none")"]).joined(separator: "\n")
    }

    @Test func theSampleReadBackSearchesLikeAFreshIndex() throws {
        let folder = try TemporaryFolder()
        let destination = try Self.sampleWithSnapshot(in: folder)
        let fromJSON = try CatalogLoader.load(directory: destination)
        let snapshot = try SearchSnapshot.load(directory: destination).get()

        #expect(snapshot.catalog.exercises == fromJSON.exercises)
        #expect(snapshot.catalog.origin == .directory(path: destination))
        #expect(snapshot.catalog.thumbnailsDirectory == fromJSON.thumbnailsDirectory)
        #expect(snapshot.catalog.isSample == fromJSON.isSample)
        let built = SearchIndex(exercises: fromJSON.exercises)
        var filters = SearchFilters.none
        filters.select("dumbbell", in: .equipment)
        for query in Self.queries {
            #expect(Self.outcome(snapshot.index, query) == Self.outcome(built, query), "\"\(query)\"")
            #expect(
                Self.outcome(snapshot.index, query, filters) == Self.outcome(built, query, filters),
                "\"\(query)\" with a filter")
        }
        #expect(
            snapshot.index.canonicalValue("Coach Rudy", in: .creator)
                == built.canonicalValue("Coach Rudy", in: .creator))
    }

    @Test(TestCatalog.isRequired)
    func theRealCatalogReadBackSearchesLikeAFreshIndex() throws {
        let folder = try TemporaryFolder()
        let json = try Data(
            contentsOf: URL(fileURLWithPath: try TestCatalog.directory() + "/src/data/exercises.json"))
        let destination = try Self.catalogWithSnapshot(json, sample: false, in: folder)
        let snapshot = try SearchSnapshot.load(directory: destination).get()
        let built = SearchIndex(exercises: try CatalogLoader.load(directory: destination).exercises)
        #expect(snapshot.catalog.exercises.count == 1220)
        for query in Self.queries {
            #expect(Self.outcome(snapshot.index, query) == Self.outcome(built, query), "\"\(query)\"")
        }
    }

    @Test func theSameCatalogAlwaysMakesTheSameBytes() {
        let exercises = SampleCatalog.load().exercises
        let first = SearchSnapshot.payload(SearchStorage(exercises: exercises), isSample: true)
        let second = SearchSnapshot.payload(SearchStorage(exercises: exercises), isSample: true)
        #expect(first == second)
    }

    /// A change to what an index holds must come with a new ``SearchSnapshot/formatVersion``.
    ///
    /// Otherwise old snapshots would be read as if they were current. When this fails after such a
    /// change, bump the version and record the new checksum here. A change to the sample itself changes
    /// the checksum too, without changing the format: then record the new checksum under the same version
    /// (version 4's was recorded again when the sample stopped referencing thumbnails). Version 6 came with
    /// the stamp's status change time and inode, and the sample's caption cleaned at load; version 7 with
    /// the synonym groups renumbered when the equipment entries moved to ``EquipmentNames``; version 8
    /// with the vocabulary's correctable flags (``WordCorrector``) and the caption names field
    /// (``CaptionNames``), recorded again when the merge added the gym names' synonym groups; version 9
    /// with the header's checksums of the catalog files (``CatalogContentChecksums``), which left the
    /// payload as it was (so its checksum is version 8's), recorded again when the synonym table gained
    /// "supermen", "fwd", "thru", "ng" and "cg" and the everyday name "burpee with push up" (full burpee): new terms
    /// change the ``SearchSnapshot/fingerprint``, so older snapshots are rebuilt, not misread.
    @Test func theFormatVersionChangesWithTheSamplesPayload() {
        let payload = SearchSnapshot.payload(
            SearchStorage(exercises: SampleCatalog.load().exercises), isSample: true)
        let recorded: [UInt32: UInt64] = [
            3: 0x3384_83B5_38CC_D0A3, 4: 0xEAAF_7CC9_3D99_21B4, 5: 0xC231_C4E9_3D57_ED0B,
            6: 0xC73F_A0AA_006A_A305, 7: 0xE255_559E_A9CE_BE0E, 8: 0xFD77_6803_BA3E_4B81,
            9: 0xA019_15DC_F8F6_1DE3,
        ]
        #expect(
            recorded[SearchSnapshot.formatVersion] == SnapshotChecksum.of(payload[...]),
            "the payload changed: bump SearchSnapshot.formatVersion and record its checksum")
    }

    @Test func aChangedExerciseListIsNotReadFromTheSnapshot() throws {
        let folder = try TemporaryFolder()
        let destination = try Self.sampleWithSnapshot(in: folder)
        let listPath = destination + "/" + CatalogFiles.exercisesFile
        let edited = SampleCatalog.exercisesJSON.replacingOccurrences(
            of: "Goblet Squat", with: "Goblet Sumo Squat")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: listPath))

        guard case .failure(let error) = SearchSnapshot.load(directory: destination) else {
            Issue.record("a snapshot of the old list was used")
            return
        }
        #expect(error.reason == "exercises.json or manifest.json changed after the snapshot was written")
        let loaded = try IndexedCatalog.load(.directory(path: destination, reason: "test"))
        #expect(loaded.catalog.exercises.contains { $0.name == "Goblet Sumo Squat" })
        #expect(loaded.index.search("sumo").results.first?.exercise.name == "Goblet Sumo Squat")
    }

    /// A copy of `folder`'s files into a new folder `name`, as `cp` without `-p` and as an app bundle's
    /// copy and install make it: new files (new inodes, times of now), the same bytes, read-only.
    private static func plainCopy(of folder: String, named name: String, in parent: TemporaryFolder) throws
        -> String
    {
        let copy = parent.appending(name)
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let target = copy + "/" + file
            try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)).write(
                to: URL(fileURLWithPath: target))
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target)
        }
        return copy
    }

    @Test(
        "a copied catalog folder (an app bundle) reads its snapshot: other inodes and times, the same bytes")
    func aCopiedFolderReadsItsSnapshot() throws {
        let folder = try TemporaryFolder()
        let original = try Self.sampleWithSnapshot(in: folder)
        let copy = try Self.plainCopy(of: original, named: "bundle", in: folder)
        #expect(
            CatalogSnapshotStamp.of(try CatalogLoader.layout(of: copy))
                != CatalogSnapshotStamp.of(try CatalogLoader.layout(of: original)),
            "the copy's stamp differs, so only its bytes can make the snapshot current")

        let snapshot = try SearchSnapshot.load(directory: copy).get()
        #expect(snapshot.catalog.origin == .directory(path: copy))
        #expect(snapshot.catalog.exercises == SampleCatalog.load().exercises)
        #expect(snapshot.index.search("gobet squat").results.first?.exercise.id == "goblet-squat")
    }

    @Test(
        "a copied folder whose exercise list was edited after the snapshot, at the same size, reads the JSON")
    func aCopyWithAnEditedListOfTheSameSizeIsStale() throws {
        let folder = try TemporaryFolder()
        let original = try Self.sampleWithSnapshot(in: folder)
        let listPath = original + "/" + CatalogFiles.exercisesFile
        let edited = SampleCatalog.exercisesJSON.replacingOccurrences(
            of: "Goblet Squat", with: "Goblet Squad")
        #expect(
            edited.utf8.count == SampleCatalog.exercisesJSON.utf8.count
                && edited != SampleCatalog.exercisesJSON)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: listPath))
        let copy = try Self.plainCopy(of: original, named: "bundle", in: folder)

        guard case .failure(let error) = SearchSnapshot.load(directory: copy) else {
            Issue.record("a snapshot of the old list was used")
            return
        }
        #expect(error.reason == "exercises.json or manifest.json changed after the snapshot was written")
        let loaded = try IndexedCatalog.load(.directory(path: copy, reason: "test"))
        #expect(loaded.catalog.exercises.contains { $0.name == "Goblet Squad" })
    }

    @Test func aDamagedOrCutSnapshotIsNotUsed() throws {
        let folder = try TemporaryFolder()
        let destination = try Self.sampleWithSnapshot(in: folder)
        let path = destination + "/" + CatalogFiles.snapshotFile
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        var damaged = original
        damaged[damaged.count / 2] ^= 0x40
        for bytes in [damaged, Array(original.prefix(original.count / 3)), []] {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard case .failure = SearchSnapshot.load(directory: destination) else {
                Issue.record("a damaged snapshot of \(bytes.count) bytes was used")
                continue
            }
            let loaded = try IndexedCatalog.load(.directory(path: destination, reason: "test"))
            #expect(loaded.catalog.exercises.count == 21)
        }
    }

    @Test func aFolderWithoutASnapshotSaysSo() throws {
        let folder = try TemporaryFolder()
        let source = try Self.sampleSource(in: folder)
        guard case .failure(let error) = SearchSnapshot.load(directory: source) else {
            Issue.record("a folder without a snapshot loaded one")
            return
        }
        #expect(error.reason == "the folder has no search.snapshot")
        #expect(
            try IndexedCatalog.load(.directory(path: source, reason: "test")).catalog.exercises.count == 21)
    }
}
