import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import ExerciseSearch

@Suite struct SnapshotBytesTests {
    /// A copy of what `bytes` holds, taken while `bytes` is certainly alive: its buffer is freed or
    /// unmapped as soon as nothing uses `bytes` any more.
    private static func contents(_ bytes: SnapshotBytes) -> [UInt8] {
        withExtendedLifetime(bytes) { Array(bytes.buffer) }
    }

    @Test func readsAFileToItsBytes() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("snapshot")
        let contents = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try Data(contents).write(to: URL(fileURLWithPath: path))
        let bytes = try SnapshotBytes.reading(path)
        #expect(Self.contents(bytes) == contents)
        var reader = SnapshotReader(bytes, offset: 9_998)
        #expect(try reader.read(UInt16.self) == UInt16(contents[9_999]) << 8 | UInt16(contents[9_998]))
        #expect(reader.isAtEnd)
    }

    @Test("the bytes stay readable after the file is replaced, as an import replaces it")
    func outlivesTheFileItRead() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("snapshot")
        try Data([1, 2, 3, 4]).write(to: URL(fileURLWithPath: path))
        let bytes = try SnapshotBytes.reading(path)
        try FileManager.default.removeItem(atPath: path)
        try Data([9, 9]).write(to: URL(fileURLWithPath: path))
        #expect(Self.contents(bytes) == [1, 2, 3, 4])
    }

    #if os(Linux)
        @Test("a regular file that cannot be mapped, as in /sys, is read instead")
        func readsWhatCannotBeMapped() throws {
            let path = "/sys/devices/system/cpu/possible"
            let expected = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(expected.last == UInt8(ascii: "\n"))
            #expect(Self.contents(try SnapshotBytes.reading(path)) == expected)
        }
    #endif

    @Test func readsAnEmptyFileAsNoBytes() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("empty")
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(Self.contents(try SnapshotBytes.reading(path)).isEmpty)
    }

    @Test func namesThePathItCannotRead() throws {
        let folder = try TemporaryFolder()
        let missing = folder.appending("missing")
        #expect(throws: SnapshotError("\(missing) cannot be read: No such file or directory")) {
            try SnapshotBytes.reading(missing)
        }
        #expect(throws: SnapshotError("\(folder.path) cannot be read: not a regular file")) {
            try SnapshotBytes.reading(folder.path)
        }
    }

    @Test func copiesAnArray() {
        let bytes = SnapshotBytes(copying: [3, 1, 4, 1, 5])
        #expect(Self.contents(bytes) == [3, 1, 4, 1, 5])
        #expect(Self.contents(SnapshotBytes(copying: [])).isEmpty)
    }
}
