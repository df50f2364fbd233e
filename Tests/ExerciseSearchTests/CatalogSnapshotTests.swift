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

    private static let payload: [UInt8] = Array("the payload".utf8)

    private static func sealed() -> [UInt8] {
        CatalogSnapshot.seal(payload, fingerprint: 42, stamp: stamp)
    }

    @Test func opensWhatItSealedAtThePayload() throws {
        var reader = try CatalogSnapshot.open(Self.sealed(), fingerprint: 42, stamp: Self.stamp)
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
            _ = try CatalogSnapshot.open(Self.sealed(), fingerprint: 43, stamp: Self.stamp)
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
        for stamp in [newerList, otherManifest, changedList, replacedManifest] {
            #expect(
                throws: SnapshotError(
                    "exercises.json or manifest.json changed after the snapshot was written")
            ) {
                _ = try CatalogSnapshot.open(Self.sealed(), fingerprint: 42, stamp: stamp)
            }
        }
    }

    @Test func refusesADamagedPayload() {
        var file = Self.sealed()
        file[file.count - 3] ^= 0x01
        #expect(throws: SnapshotError("the payload is damaged (its checksum does not match)")) {
            _ = try CatalogSnapshot.open(file, fingerprint: 42, stamp: Self.stamp)
        }
    }

    @Test func refusesEveryCutOfTheFileAndOtherFiles() {
        let file = Self.sealed()
        for length in 0..<file.count {
            #expect(throws: SnapshotError.self, "cut at \(length)") {
                _ = try CatalogSnapshot.open(Array(file[..<length]), fingerprint: 42, stamp: Self.stamp)
            }
        }
        #expect(throws: SnapshotError("not a snapshot (no OTFSNAP1 at the start)")) {
            _ = try CatalogSnapshot.open(Array("[{\"id\": 1}]".utf8), fingerprint: 42, stamp: Self.stamp)
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
