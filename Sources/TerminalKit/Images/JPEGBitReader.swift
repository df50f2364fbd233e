/// Reads the bits of a scan's entropy-coded data: undoes byte stuffing (FF 00 is a data byte FF), skips
/// fill bytes, and stops at the next marker, after which (or at the end of the file) it reads zeros, as
/// libjpeg does with a file cut short.
struct JPEGBitReader {
    /// The whole file.
    private let bytes: [UInt8]
    /// The index of the next byte to read; left on the FF of the marker that ended the data.
    private(set) var position: Int
    /// Bits read from the file and not yet used, in the low `bitCount` bits.
    private var buffer: UInt64 = 0
    /// How many bits of `buffer` are unused.
    private var bitCount = 0
    /// The marker code that ended the data, once one is reached.
    private(set) var marker: UInt8?

    /// A reader of the entropy-coded data starting at `position` in `bytes`.
    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// Tops the buffer up to more than 56 bits, with zeros past the data's end.
    private mutating func fill() {
        while bitCount <= 56 {
            buffer = buffer << 8 | UInt64(nextDataByte())
            bitCount += 8
        }
    }

    /// The next byte of entropy-coded data, or 0 once the data has ended.
    private mutating func nextDataByte() -> UInt8 {
        guard marker == nil, position < bytes.count else { return 0 }
        let byte = bytes[position]
        guard byte == 0xFF else {
            position += 1
            return byte
        }
        var next = position + 1
        while next < bytes.count, bytes[next] == 0xFF {
            next += 1
        }
        guard next < bytes.count else {
            position = bytes.count
            return 0
        }
        if bytes[next] == 0x00 {
            position = next + 1
            return 0xFF
        }
        marker = bytes[next]
        position = next - 1
        return 0
    }

    /// The next `count` bits (0...16) as a number, first bit highest.
    mutating func readBits(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        if bitCount < count { fill() }
        bitCount -= count
        return Int(truncatingIfNeeded: (buffer >> UInt64(bitCount)) & ((1 << UInt64(count)) - 1))
    }

    /// The next bit.
    mutating func readBit() -> Int {
        readBits(1)
    }

    /// The next `magnitude` bits read as a signed value of that magnitude category (T.81 F.2.2.1,
    /// EXTEND): with the first bit 0 they stand for a negative number.
    mutating func receiveExtended(_ magnitude: Int) -> Int {
        guard magnitude > 0 else { return 0 }
        let value = readBits(magnitude)
        return value < 1 << (magnitude - 1) ? value - (1 << magnitude) + 1 : value
    }

    /// Decodes one symbol with `table`; throws when the bits match none of its codes.
    mutating func decode(_ table: JPEGHuffmanTable) throws(JPEGDecodingError) -> Int {
        if bitCount < 16 { fill() }
        let bits = Int(truncatingIfNeeded: (buffer >> UInt64(bitCount - 16)) & 0xFFFF)
        guard let (symbol, length) = table.decode(bits) else {
            throw .malformed("the scan data holds a bit pattern that is no Huffman code")
        }
        bitCount -= length
        return Int(symbol)
    }

    /// At a restart interval's end: drops the unused bits and moves past the RSTn marker that should
    /// follow (skipping stray bytes before it); another marker is left for the caller.
    mutating func restart() {
        buffer = 0
        bitCount = 0
        if marker == nil {
            while position + 1 < bytes.count,
                !(bytes[position] == 0xFF && bytes[position + 1] != 0x00 && bytes[position + 1] != 0xFF)
            {
                position += 1
            }
            if position + 1 < bytes.count {
                marker = bytes[position + 1]
            } else {
                position = bytes.count
            }
        }
        if let code = marker, (0xD0...0xD7).contains(code) {
            position += 2
            marker = nil
        }
    }
}
