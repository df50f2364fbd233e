import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import ExerciseSearch

@Suite struct SnapshotBytesTests {
    @Test func readsAFileToItsBytes() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("snapshot")
        let contents = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try Data(contents).write(to: URL(fileURLWithPath: path))
        let bytes = try SnapshotBytes.reading(path)
        #expect(Array(bytes.buffer) == contents)
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
        #expect(Array(bytes.buffer) == [1, 2, 3, 4])
    }

    @Test func readsAnEmptyFileAsNoBytes() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("empty")
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(try SnapshotBytes.reading(path).buffer.isEmpty)
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
        #expect(Array(bytes.buffer) == [3, 1, 4, 1, 5])
        #expect(SnapshotBytes(copying: []).buffer.isEmpty)
    }
}
