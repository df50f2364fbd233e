/// A strict RFC 8259 JSON parser over UTF-8 bytes, written for speed and exact error positions.
///
/// It builds a ``JSONValue`` tree in one pass without Foundation, so that loading the catalog is
/// cheap and a syntax error names the line and column where it happened.
public struct JSONParser {
    /// Deepest nesting accepted before the input is refused, so hostile input cannot exhaust the stack.
    public static let maximumDepth = 256

    /// Parses a whole document; anything but white space after the value is an error.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var parser = Cursor(bytes: buffer)
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.position == buffer.count else {
                throw parser.error("unexpected text after the end of the document")
            }
            return value
        }
    }

    /// Parses a document given as a string.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(message: message, line: line, column: position - lineStart + 1)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard current == byte else { throw error("expected \(what)") }
        position += 1
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth)")
        }
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return .object(try parseObject(depth: depth))
        case UInt8(ascii: "["): return .array(try parseArray(depth: depth))
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character, expected a value")
        }
    }

    mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("unexpected end of input") }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
            throw error("unexpected character, expected a value")
        }
        position += count
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return JSONObject(members: members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after an object key")
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return JSONObject(members: members)
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return elements
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw error("control character inside a string must be escaped") }
            position += 1
        }
        throw error("unterminated string")
    }

    mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var scalars: [UInt8] = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = current else { throw error("unterminated string") }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    scalars.append(contentsOf: Array(String(try parseUnicodeEscape()).utf8))
                default:
                    position -= 1
                    throw error("invalid escape sequence")
                }
            default:
                if byte < 0x20 { throw error("control character inside a string must be escaped") }
                scalars.append(byte)
                position += 1
            }
        }
        throw error("unterminated string")
    }

    mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("unterminated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Reads the digits after "\u", joining a surrogate pair; a lone surrogate becomes U+FFFD.
    mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Character {
        let first = try parseHexQuad()
        if (0xD800...0xDBFF).contains(first), position + 1 < bytes.count,
            bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
        {
            let saved = position
            position += 2
            let second = try parseHexQuad()
            if (0xDC00...0xDFFF).contains(second) {
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Character(Unicode.Scalar(combined) ?? "\u{FFFD}")
            }
            position = saved
        }
        return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let lead = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lead) else {
            throw error("invalid number")
        }
        if lead == UInt8(ascii: "0") {
            position += 1
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard try requireDigit() else { throw error("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard try requireDigit() else { throw error("invalid number") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number") }
        return value
    }

    mutating func requireDigit() throws(JSONSyntaxError) -> Bool {
        guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
        skipDigits()
        return true
    }

    mutating func skipDigits() {
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    }
}
