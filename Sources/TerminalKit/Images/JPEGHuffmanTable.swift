/// One Huffman table from a DHT segment: the canonical codes of up to 16 bits and the byte each stands for.
struct JPEGHuffmanTable: Sendable {
    /// How many bits the fast lookup table looks at.
    static let lookupBits = 9

    /// For each value of the next `lookupBits` bits, the code length (high byte) and symbol (low byte)
    /// of the code they start with, or 0 when the code is longer.
    private var lookup: [UInt16]
    /// For each code length 1...16, the largest code of that length, or -1 when there is none.
    private var largestCode: [Int]
    /// For each code length 1...16, what to add to a code of that length to get its index in `symbols`.
    private var symbolOffset: [Int]
    /// The symbols in order of their codes.
    private let symbols: [UInt8]

    /// Builds a table from `counts` (how many codes have each length 1...16) and `symbols`; throws when
    /// the counts do not describe a prefix code (the rule libjpeg applies: the codes of each length fit
    /// in that many bits without using the all-ones code).
    init(counts: [Int], symbols: [UInt8]) throws(JPEGDecodingError) {
        guard counts.count == 16, counts.reduce(0, +) == symbols.count, symbols.count <= 256 else {
            throw .malformed("a Huffman table's code counts do not match its symbols")
        }
        self.symbols = symbols
        lookup = Array(repeating: 0, count: 1 << Self.lookupBits)
        largestCode = Array(repeating: -1, count: 17)
        symbolOffset = Array(repeating: 0, count: 17)
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            symbolOffset[length] = index - code
            for _ in 0..<count {
                guard code + 1 < 1 << length else { throw .malformed("a Huffman table has too many codes") }
                if length <= Self.lookupBits {
                    let shift = Self.lookupBits - length
                    let entry = UInt16(length << 8) | UInt16(symbols[index])
                    for fill in (code << shift)..<((code + 1) << shift) {
                        lookup[fill] = entry
                    }
                }
                code += 1
                index += 1
            }
            if count > 0 {
                largestCode[length] = code - 1
            }
            code <<= 1
        }
    }

    /// The symbol whose code starts `bits` (the next 16 bits of the stream, first bit highest), and the
    /// code's length; nil when no code matches.
    func decode(_ bits: Int) -> (symbol: UInt8, length: Int)? {
        let entry = lookup[bits >> (16 - Self.lookupBits)]
        if entry != 0 {
            return (UInt8(truncatingIfNeeded: entry), Int(entry >> 8))
        }
        for length in (Self.lookupBits + 1)...16 {
            let code = bits >> (16 - length)
            if code <= largestCode[length] {
                let index = symbolOffset[length] + code
                guard index >= 0, index < symbols.count else { return nil }
                return (symbols[index], length)
            }
        }
        return nil
    }
}
