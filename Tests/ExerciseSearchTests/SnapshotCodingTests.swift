import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite struct SnapshotCodingTests {
    @Test func writesIntegersLittleEndianAndArraysCountFirst() {
        var writer = SnapshotWriter()
        writer.write(UInt32(0x0102_0304))
        writer.write([Int32(-1), 2])
        writer.write("é!")
        writer.write(true)
        #expect(
            writer.bytes == [
                0x04, 0x03, 0x02, 0x01,
                2, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 2, 0, 0, 0,
                3, 0, 0, 0, 0xC3, 0xA9, 0x21,
                1,
            ])
    }

    @Test func readsBackWhatWasWritten() throws {
        var writer = SnapshotWriter()
        writer.write(UInt64.max - 1)
        writer.write([UInt8]())
        writer.write([Int32(7), -3, 0])
        writer.write(["Goblet Squat", "", "🔥 Burpee"])
        writer.write([true, false, true])
        writer.write(false)
        var reader = SnapshotReader(writer.bytes)
        #expect(try reader.read(UInt64.self) == UInt64.max - 1)
        #expect(try reader.readArray(of: UInt8.self) == [])
        #expect(try reader.readArray(of: Int32.self) == [7, -3, 0])
        #expect(try reader.readStrings() == ["Goblet Squat", "", "🔥 Burpee"])
        #expect(try reader.readFlags() == [true, false, true])
        #expect(try reader.readFlag() == false)
        #expect(reader.isAtEnd)
    }

    @Test func aCutFileIsAnErrorAtEveryLength() {
        var writer = SnapshotWriter()
        writer.write([UInt32(1), 2, 3])
        writer.write("squat")
        let whole = writer.bytes
        for length in 0..<whole.count {
            var reader = SnapshotReader(Array(whole[..<length]))
            #expect(throws: SnapshotError.self) {
                _ = try reader.readArray(of: UInt32.self)
                _ = try reader.readString()
            }
        }
    }

    @Test func namesWhereTheFileEnds() {
        var reader = SnapshotReader([9, 0, 0, 0, 1, 2])
        #expect(
            throws: SnapshotError("the file ends at byte 6, inside a string of 9 bytes starting at byte 4")
        ) {
            _ = try reader.readString()
        }
    }

    @Test func offsetsMustRunFromZeroToTheTotalWithoutGoingBack() throws {
        func offsets(_ values: [Int32], count: Int? = nil, total: Int) throws -> [Int32] {
            var writer = SnapshotWriter()
            writer.write(values)
            var reader = SnapshotReader(writer.bytes)
            return try reader.readOffsets(count: count, total: total)
        }
        #expect(try offsets([0, 2, 2, 5], count: 3, total: 5) == [0, 2, 2, 5])
        #expect(throws: SnapshotError.self) { try offsets([0, 3, 2, 5], total: 5) }
        #expect(throws: SnapshotError.self) { try offsets([1, 2, 5], total: 5) }
        #expect(throws: SnapshotError.self) { try offsets([0, 2, 4], total: 5) }
        #expect(throws: SnapshotError.self) { try offsets([0, 5], count: 2, total: 5) }
        #expect(throws: SnapshotError.self) { try offsets([], total: 0) }
    }

    @Test func indicesMustPointInsideTheirList() throws {
        func indices(_ values: [Int32], below limit: Int, allowingNone: Bool = false) throws -> [Int32] {
            var writer = SnapshotWriter()
            writer.write(values)
            var reader = SnapshotReader(writer.bytes)
            return try reader.readIndices(of: Int32.self, below: limit, allowingNone: allowingNone)
        }
        #expect(try indices([0, 2, 1], below: 3) == [0, 2, 1])
        #expect(try indices([-1, 2], below: 3, allowingNone: true) == [-1, 2])
        #expect(throws: SnapshotError.self) { try indices([0, 3], below: 3) }
        #expect(throws: SnapshotError.self) { try indices([-1], below: 3) }
        #expect(throws: SnapshotError.self) { try indices([-2], below: 3, allowingNone: true) }
    }

    @Test func flagsAreZeroOrOne() {
        var reader = SnapshotReader([2])
        #expect(throws: SnapshotError.self) { _ = try reader.readFlag() }
        var list = SnapshotReader([2, 0, 0, 0, 1, 7])
        #expect(throws: SnapshotError.self) { _ = try list.readFlags() }
    }

    @Test func theChecksumSeesEveryByteAndTheLength() {
        let bytes = (0..<37).map { UInt8($0 * 7 % 256) }
        let checksum = SnapshotChecksum.of(bytes[...])
        #expect(SnapshotChecksum.of(bytes[...]) == checksum)
        for position in bytes.indices {
            var changed = bytes
            changed[position] ^= 0x10
            #expect(SnapshotChecksum.of(changed[...]) != checksum, "byte \(position)")
        }
        #expect(SnapshotChecksum.of(bytes.dropLast()) != checksum)
        #expect(SnapshotChecksum.of((bytes + [0])[...]) != checksum)
    }
}
