import Testing

@testable import ExerciseSearch

/// Term tables read from a snapshot: slots that would make a lookup read outside the keys, or never
/// stop, are an error, not a crash or a hang.
@Suite struct TermTableCodingTests {
    /// The bytes of a table holding "row" and "squat", with its slots changed by `change`.
    private static func encoded(changingSlots change: (inout [UInt64]) -> Void) throws -> [UInt8] {
        var table = TermTable(expectedCount: 2)
        _ = table.intern(Array("row".utf8))
        _ = table.intern(Array("squat".utf8))
        var writer = SnapshotWriter()
        table.write(to: &writer)
        var reader = SnapshotReader(writer.bytes)
        let bytes = try reader.readArray(of: UInt8.self)
        let starts = try reader.readArray(of: Int32.self)
        var slots = try reader.readArray(of: UInt64.self)
        change(&slots)
        var changed = SnapshotWriter()
        changed.write(bytes)
        changed.write(starts)
        changed.write(slots)
        return changed.bytes
    }

    private static func read(_ bytes: [UInt8]) throws -> TermTable {
        var reader = SnapshotReader(bytes)
        return try TermTable(reading: &reader)
    }

    @Test func aWrittenTableReadsBackAndFindsItsKeys() throws {
        let table = try Self.read(try Self.encoded { _ in })
        #expect(table.id(of: Array("row".utf8)) == 0)
        #expect(table.id(of: Array("squat".utf8)) == 1)
        #expect(table.id(of: Array("lunge".utf8)) == nil)
    }

    /// Found by the snapshot fuzz target: an occupied slot naming key 0 (stored as id plus one) sent a
    /// lookup to the key before the first.
    @Test func aSlotNamingNoKeyIsAnError() throws {
        let bytes = try Self.encoded { slots in slots[slots.firstIndex(of: 0)!] = 0xABCD_0000_0000 }
        #expect(throws: SnapshotError.self) { try Self.read(bytes) }
    }

    @Test func aKeyInTwoSlotsOrInNoneIsAnError() throws {
        let twice = try Self.encoded { slots in
            let used = slots.first { $0 != 0 }!
            slots[slots.firstIndex(of: 0)!] = used
        }
        #expect(throws: SnapshotError.self) { try Self.read(twice) }
        let missing = try Self.encoded { slots in slots[slots.firstIndex { $0 != 0 }!] = 0 }
        #expect(throws: SnapshotError.self) { try Self.read(missing) }
    }
}
