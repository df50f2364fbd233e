/// A bounds-checked cursor over the bytes of a JPEG file, for its markers and segment headers.
struct JPEGByteReader {
    /// The whole file.
    let bytes: [UInt8]
    /// The index of the next byte to read.
    var position: Int

    /// A reader at the start of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        position = 0
    }

    /// The bytes left to read.
    var remaining: Int { bytes.count - position }

    /// Reads one byte; `context` names what was being read when the file ends.
    mutating func readByte(_ context: String) throws(JPEGDecodingError) -> UInt8 {
        guard position < bytes.count else { throw .truncated("it ends inside \(context)") }
        let byte = bytes[position]
        position += 1
        return byte
    }

    /// Reads a big-endian 16-bit number.
    mutating func readUInt16(_ context: String) throws(JPEGDecodingError) -> Int {
        let high = Int(try readByte(context))
        return high << 8 | Int(try readByte(context))
    }

    /// Reads a marker segment's length field and returns a reader over just its body (the bytes after
    /// the length), moving this reader past the segment.
    mutating func readSegment(_ context: String) throws(JPEGDecodingError) -> JPEGByteReader {
        let length = try readUInt16(context)
        guard length >= 2 else { throw .malformed("\(context) has a length of \(length)") }
        guard length - 2 <= remaining else { throw .truncated("it ends inside \(context)") }
        let body = JPEGByteReader(Array(bytes[position..<position + length - 2]))
        position += length - 2
        return body
    }

    /// Moves past the next marker's FF prefix and any fill bytes (extra FFs), returning the marker code;
    /// stray bytes before it, as left after a scan's entropy-coded data, are skipped.
    mutating func nextMarker() -> UInt8? {
        while position + 1 < bytes.count {
            if bytes[position] == 0xFF, bytes[position + 1] != 0x00, bytes[position + 1] != 0xFF {
                let code = bytes[position + 1]
                position += 2
                return code
            }
            position += 1
        }
        position = bytes.count
        return nil
    }
}
