import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import ExerciseSearch

@Suite struct CatalogSnapshotTests {
    private static let stamp = CatalogSnapshotStamp(
        exercises: .init(
            byteCount: 1_644_305, modifiedNanoseconds: 1_778_335_387_123_456_789,
            changedNanoseconds: 1_778_335_387_123_456_789, inode: 1_048_577),
        manifest: .init(
            byteCount: 361, modifiedNanoseconds: 1_778_335_387_223_456_789,
            changedNanoseconds: 1_778_335_387_223_456_789, inode: 1_048_578))

    private static let contents = CatalogContentChecksums(exercises: 0x1234_5678_9ABC_DEF0, manifest: 7)

    private static let payload: [UInt8] = Array("the payload".utf8)

    private static func sealed() -> [UInt8] {
        CatalogSnapshot.seal(payload, fingerprint: 42, stamp: stamp, contents: contents)
    }

    /// Opens `file` for files whose stamp is `stamp` now and whose bytes have the checksums `contents`
    /// (nil: they cannot be read).
    private static func open(
        _ file: [UInt8], fingerprint: UInt64 = 42, stamp: CatalogSnapshotStamp = stamp,
        contents: CatalogContentChecksums? = nil
    ) throws(SnapshotError) -> SnapshotReader {
        try CatalogSnapshot.open(file, fingerprint: fingerprint, stamp: stamp) { contents }
    }

    @Test func opensWhatItSealedAtThePayload() throws {
        var reader = try Self.open(Self.sealed())
        let rest = try (0..<Self.payload.count).map { _ in try reader.read(UInt8.self) }
        #expect(rest == Self.payload)
        #expect(reader.isAtEnd)
    }

    @Test func startsWithTheMagicAndTheFingerprint() {
        let file = Self.sealed()
        #expect(Array(file[..<8]) == Array("OTFSNAP1".utf8))
        #expect(Array(file[8..<16]) == [42, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func refusesAnotherFingerprint() {
        #expect(throws: SnapshotError("written by a different version of the search code")) {
            _ = try Self.open(Self.sealed(), fingerprint: 43)
        }
    }

    @Test func refusesFilesThatChangedSince() {
        var newerList = Self.stamp
        newerList.exercises.modifiedNanoseconds += 1
        var otherManifest = Self.stamp
        otherManifest.manifest.byteCount = 362
        var changedList = Self.stamp
        changedList.exercises.changedNanoseconds += 1
        var replacedManifest = Self.stamp
        replacedManifest.manifest.inode += 1
        let editedList = CatalogContentChecksums(exercises: Self.contents.exercises ^ 1, manifest: 7)
        let editedManifest = CatalogContentChecksums(exercises: Self.contents.exercises, manifest: 8)
        // The stamp differs and so do the bytes, or they cannot be read, or (another size) the bytes
        // are not even looked at.
        let cases: [(CatalogSnapshotStamp, CatalogContentChecksums?)] = [
            (newerList, editedList), (changedList, nil), (replacedManifest, editedManifest),
            (otherManifest, Self.contents),
        ]
        for (stamp, contents) in cases {
            #expect(
                throws: SnapshotError(
                    "exercises.json or manifest.json changed after the snapshot was written")
            ) {
                _ = try Self.open(Self.sealed(), stamp: stamp, contents: contents)
            }
        }
    }

    @Test("a copy of the files (new inodes and times, the same bytes) is current; bytes are read only then")
    func acceptsACopyWithTheSameBytes() throws {
        var copy = Self.stamp
        copy.exercises = .init(
            byteCount: 1_644_305, modifiedNanoseconds: 1_790_000_000_000_000_000,
            changedNanoseconds: 1_790_000_000_000_000_000, inode: 77)
        copy.manifest.inode = 78
        copy.manifest.changedNanoseconds = 1_790_000_000_000_000_000
        var reads = 0
        var reader = try CatalogSnapshot.open(Self.sealed(), fingerprint: 42, stamp: copy) {
            reads += 1
            return Self.contents
        }
        #expect(reads == 1)
        #expect(try (0..<Self.payload.count).map { _ in try reader.read(UInt8.self) } == Self.payload)
        _ = try CatalogSnapshot.open(Self.sealed(), fingerprint: 42, stamp: Self.stamp) {
            reads += 1
            return nil
        }
        #expect(reads == 1, "the same stamp: the files are not read")
        var resized = copy
        resized.exercises.byteCount += 1
        #expect(throws: SnapshotError.self) {
            _ = try CatalogSnapshot.open(Self.sealed(), fingerprint: 42, stamp: resized) {
                reads += 1
                return Self.contents
            }
        }
        #expect(reads == 1, "another size: the files are not read")
    }

    @Test func refusesADamagedPayload() {
        var file = Self.sealed()
        file[file.count - 3] ^= 0x01
        #expect(throws: SnapshotError("the payload is damaged (its checksum does not match)")) {
            _ = try Self.open(file)
        }
    }

    @Test func refusesEveryCutOfTheFileAndOtherFiles() {
        let file = Self.sealed()
        for length in 0..<file.count {
            #expect(throws: SnapshotError.self, "cut at \(length)") {
                _ = try Self.open(Array(file[..<length]))
            }
        }
        #expect(throws: SnapshotError("not a snapshot (no OTFSNAP1 at the start)")) {
            _ = try Self.open(Array("[{\"id\": 1}]".utf8))
        }
    }

    @Test func stampsFilesBySizeTimesAndInode() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("exercises.json")
        try Data("[]".utf8).write(to: URL(fileURLWithPath: path))
        let moment = Date(timeIntervalSince1970: 1_778_335_387.25)
        try FileManager.default.setAttributes([.modificationDate: moment], ofItemAtPath: path)
        let stamp = try #require(CatalogSnapshotStamp.FileStamp.of(path))
        #expect(stamp.byteCount == 2)
        #expect(stamp.modifiedNanoseconds == 1_778_335_387_250_000_000)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(stamp.inode == Int64(bitPattern: UInt64(status.st_ino)))
        // Putting the modification time back after an edit leaves the status change time moved on (a
        // coarse file-system clock ticks at least every 10 ms, hence the pause).
        usleep(20_000)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: moment], ofItemAtPath: path)
        let edited = try #require(CatalogSnapshotStamp.FileStamp.of(path))
        #expect(
            edited.byteCount == stamp.byteCount && edited.modifiedNanoseconds == stamp.modifiedNanoseconds)
        #expect(edited != stamp)
        #expect(CatalogSnapshotStamp.FileStamp.of(folder.appending("missing.json")) == nil)
    }

    @Test("a FIFO or a folder gets no stamp, since no snapshot is made from one")
    func stampsOnlyRegularFiles() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.appending("manifest.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(CatalogSnapshotStamp.FileStamp.of(fifo) == nil)
        try folder.makeFolder("exercises.json")
        #expect(CatalogSnapshotStamp.FileStamp.of(folder.appending("exercises.json")) == nil)
    }
}
