/// The words of moves a hashtag may be split into, with what rules a piece out cheaply.
struct KnownWords {
    /// True for the interned stems that are words of moves.
    private(set) var flags: [Bool]
    /// The most bytes such a stem has.
    private(set) var longest = 0
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
        longest = max(longest, bytes.count)
        guard bytes.count >= 2 else {
            return
        }
        let length = UInt64(min(bytes.count, 61))
        pieceLengths[Self.pairSlot(bytes[0], bytes[1])] |= 0b111 << length
    }

    /// False when no known stem can be the stem of `piece` (by its first two bytes and its length); true
    /// does not say it is one.
    func mayHold(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        piece.count >= 2 && piece.count <= 63
            && pieceLengths[Self.pairSlot(piece[0], piece[1])] & (1 << UInt64(piece.count)) != 0
    }

    /// The slot of two first bytes: their low five bits each (the letters are told apart; other bytes
    /// may share a slot, which only makes it let more pieces through).
    private static func pairSlot(_ first: UInt8, _ second: UInt8) -> Int {
        Int(first & 0x1F) << 5 | Int(second & 0x1F)
    }
}
