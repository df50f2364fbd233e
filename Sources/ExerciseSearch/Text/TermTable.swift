internal import ExerciseCatalog

/// Interns byte strings (folded UTF-8 words) to dense ids with a cheap hash, for building the index.
///
/// Open addressing with linear probing over a power-of-two table, FNV-1a hashing; each slot holds the
/// upper half of its key's hash and the key's id + 1 (0 for an empty slot), so most probes compare no
/// bytes. Keys are stored back to back, so interning a word that is already known allocates nothing.
struct TermTable: Sendable {
    /// The keys, one after another.
    private(set) var bytes: [UInt8] = []
    /// Where each key starts in ``bytes``; one more element than keys.
    private(set) var starts: [Int32] = [0]
    /// Hash tag (upper 32 bits) and id + 1 (lower 32 bits) by slot; 0 for an empty slot.
    private var slots: [UInt64]

    /// An empty table with room for about `expectedCount` keys before it grows.
    init(expectedCount: Int = 512) {
        slots = [UInt64](repeating: 0, count: Self.slotCount(expectedCount: expectedCount))
    }

    /// The slots for about `expectedCount` keys: a power of two, at least 1024 and twice the keys.
    private static func slotCount(expectedCount: Int) -> Int {
        var slotCount = 1024
        while slotCount < expectedCount * 2 {
            slotCount *= 2
        }
        return slotCount
    }

    /// Makes room for about `expectedCount` keys, placing the keys again in id order when the slots
    /// grow: the table is then slot for slot the one made with that room to begin with.
    mutating func reserve(expectedCount: Int) {
        let slotCount = Self.slotCount(expectedCount: expectedCount)
        guard slotCount > slots.count else {
            return
        }
        slots = [UInt64](repeating: 0, count: slotCount)
        bytes.withUnsafeBufferPointer { bytes in
            for id in 0..<count {
                let key = UnsafeBufferPointer(rebasing: bytes[range(of: id)])
                let (_, hash, freeSlot) = find(key)
                slots[freeSlot] = Self.slotValue(hash: hash, id: Int32(id))
            }
        }
    }

    /// The number of keys.
    var count: Int {
        starts.count - 1
    }

    /// The bytes of key `id`.
    func key(_ id: Int) -> ArraySlice<UInt8> {
        bytes[range(of: id)]
    }

    /// Where the bytes of key `id` are in ``bytes``.
    func range(of id: Int) -> Range<Int> {
        Int(starts[id])..<Int(starts[id + 1])
    }

    /// The id of `key`, or nil when it was never interned.
    func id(of key: some Collection<UInt8>) -> Int32? {
        if let found = key.withContiguousStorageIfAvailable({ find($0).id }) {
            return found
        }
        return Array(key).withUnsafeBufferPointer { find($0).id }
    }

    /// The id of `key`, adding it when new.
    mutating func intern(_ key: some Collection<UInt8>) -> Int32 {
        if let id = key.withContiguousStorageIfAvailable({ intern(buffer: $0) }) {
            return id
        }
        return Array(key).withUnsafeBufferPointer { intern(buffer: $0) }
    }

    /// The id of the bytes of `key`, adding them when new.
    mutating func intern(buffer key: UnsafeBufferPointer<UInt8>) -> Int32 {
        let (found, hash, freeSlot) = find(key)
        if let found {
            return found
        }
        let id = Int32(count)
        bytes.append(contentsOf: key)
        starts.append(Int32(bytes.count))
        slots[freeSlot] = Self.slotValue(hash: hash, id: id)
        if count * 2 > slots.count {
            grow()
        }
        return id
    }

    /// The id of `key` if present, its hash, and the empty slot where it would go.
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> (id: Int32?, hash: UInt64, freeSlot: Int) {
        let hash = Self.hash(key)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let value = slots[slot]
                if value & 0xFFFF_FFFF_0000_0000 == tag {
                    let id = Int(value & 0xFFFF_FFFF) - 1
                    if keyEquals(id, key) {
                        return (Int32(id), hash, slot)
                    }
                }
                slot = (slot + 1) & mask
            }
            return (nil, hash, slot)
        }
    }

    /// True when key `id` has the bytes of `key`.
    private func keyEquals(_ id: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[id])
        guard Int(starts[id + 1]) - start == key.count else {
            return false
        }
        return bytes.withUnsafeBufferPointer { stored in
            for offset in 0..<key.count where stored[start + offset] != key[offset] {
                return false
            }
            return true
        }
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for value in old where value != 0 {
            let id = Int(value & 0xFFFF_FFFF) - 1
            let hash = key(id).withUnsafeBufferPointer { Self.hash($0) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                slot = (slot + 1) & mask
            }
            slots[slot] = value
        }
    }

    /// The slot value of a key with `hash` and `id`.
    private static func slotValue(hash: UInt64, id: Int32) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(id + 1)
    }

    /// FNV-1a over the bytes, with the high bits mixed into the low bits used for the slot.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash ^ (hash >> 32)
    }
}

extension TermTable {
    /// Appends the table to a snapshot.
    func write(to writer: inout SnapshotWriter) {
        writer.write(bytes)
        writer.write(starts)
        writer.write(slots)
    }

    /// Reads a table written by ``write(to:)``.
    init(reading reader: inout SnapshotReader) throws(SnapshotError) {
        self.init(expectedCount: 0)
        bytes = try reader.readArray(of: UInt8.self)
        starts = try reader.readOffsets(total: bytes.count)
        slots = try reader.readArray(of: UInt64.self)
        let count = starts.count - 1
        guard count >= 0, slots.count.nonzeroBitCount == 1, slots.count >= count * 2,
            Self.slotsHoldEachKeyOnce(slots, count)
        else {
            throw SnapshotError("a term table's slots do not fit its \(count) keys")
        }
    }

    /// True when the occupied `slots` are exactly the keys `1...count` (as stored: id plus one), each
    /// once, so that every lookup meets a real key or an empty slot.
    private static func slotsHoldEachKeyOnce(_ slots: [UInt64], _ count: Int) -> Bool {
        var seen = [Bool](repeating: false, count: count)
        var occupied = 0
        for value in slots where value != 0 {
            let stored = Int(value & 0xFFFF_FFFF)
            guard stored >= 1, stored <= count, !seen[stored - 1] else {
                return false
            }
            seen[stored - 1] = true
            occupied += 1
        }
        return occupied == count
    }
}
