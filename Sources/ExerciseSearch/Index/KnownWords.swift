/// The words of moves a hashtag may be split into, with what rules a piece out cheaply.
struct KnownWords {
    /// True for the interned stems that are words of moves.
    private(set) var flags: [Bool]
    /// For each pair of first bytes (``pairSlot(_:_:)``), the lengths in bytes a piece folding to a known
    /// stem starting with them may have, as bits: a stem's own length and one or two more (the plural
    /// endings ``PluralFolding`` takes off: "s", "es", "ies" for "y").
    private var pieceLengths = [UInt64](repeating: 0, count: 1024)

    /// No known word among `stemCount` stems.
    init(stemCount: Int) {
        flags = [Bool](repeating: false, count: stemCount)
    }

    /// Marks stem `id`, whose bytes are `bytes`, as known.
    mutating func add(_ id: Int, bytes: UnsafeBufferPointer<UInt8>) {
        flags[id] = true
        guard bytes.count >= 2 else {
            return
        }
        let length = UInt64(min(bytes.count, 61))
        pieceLengths[Self.pairSlot(bytes[0], bytes[1])] |= 0b111 << length
    }

    /// The lengths a piece starting with `first` and `second` may have and fold to a known stem.
    ///
    /// Lengths are in bytes, as bits (bit 5 for five bytes); a piece whose length's bit is clear never
    /// folds to one. Only lengths from 2 to 63 are ever set.
    func pieceLengths(startingWith first: UInt8, _ second: UInt8) -> UInt64 {
        pieceLengths[Self.pairSlot(first, second)] & ~0b11
    }

    /// The slot of two first bytes: their low five bits each (the letters are told apart; other bytes
    /// may share a slot, which only makes it let more pieces through).
    private static func pairSlot(_ first: UInt8, _ second: UInt8) -> Int {
        Int(first & 0x1F) << 5 | Int(second & 0x1F)
    }
}
