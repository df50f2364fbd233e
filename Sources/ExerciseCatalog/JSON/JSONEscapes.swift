/// Decodes the backslash escapes of a JSON string whose syntax the parser has already checked.
enum JSONEscapes {
    /// The text of `raw` (the bytes between the quotes) with escapes replaced; a lone surrogate
    /// becomes U+FFFD.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var position = 0
        while position < raw.count {
            var runEnd = position
            while runEnd < raw.count && raw[runEnd] != UInt8(ascii: "\\") { runEnd += 1 }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: raw[position..<runEnd]))
            position = runEnd + 1
            guard position < raw.count else { break }
            let escape = raw[position]
            position += 1
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = unicodeScalar(raw, at: &position)
                UTF8.encode(scalar) { output.append($0) }
            default: output.append(escape)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads the four hex digits at `position` (and a following low surrogate escape when the
    /// first is a high surrogate).
    private static func unicodeScalar(_ raw: UnsafeBufferPointer<UInt8>, at position: inout Int)
        -> Unicode.Scalar
    {
        let first = hexQuad(raw, at: &position)
        if (0xD800...0xDBFF).contains(first), position + 5 < raw.count, raw[position] == UInt8(ascii: "\\"),
            raw[position + 1] == UInt8(ascii: "u")
        {
            var lookahead = position + 2
            let second = hexQuad(raw, at: &lookahead)
            if (0xDC00...0xDFFF).contains(second) {
                position = lookahead
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at position: inout Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 where position < raw.count {
            value = value << 4 | UInt32(JSONHexDigit.value(of: raw[position]) ?? 0)
            position += 1
        }
        return value
    }
}

/// The value of one ASCII hex digit.
enum JSONHexDigit {
    /// 0–15 for "0"–"9", "a"–"f", "A"–"F"; nil otherwise.
    static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
