/// A strict RFC 8259 JSON parser over UTF-8 bytes, written for speed and exact error positions.
///
/// One pass checks the whole syntax and records a token for each value (see ``JSONDocument``);
/// strings are validated but not built, so a reader pays only for the values it reads. A syntax
/// error names the line and column where it happened.
enum JSONParser {
    /// Deepest nesting accepted before the input is refused, so hostile input cannot exhaust the stack.
    static let maximumDepth = 256

    /// Parses a whole document; anything but white space after the value is an error.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(message: "document larger than 4 GiB", line: 1, column: 1)
        }
        let tokens = try bytes.withUnsafeBufferPointer {
            (buffer) throws(JSONSyntaxError) -> [JSONDocument.Token] in
            var cursor = Cursor(bytes: buffer)
            cursor.skipWhitespace()
            try cursor.parseValue(depth: 0)
            cursor.skipWhitespace()
            guard cursor.position == buffer.count else {
                throw cursor.error("unexpected text after the end of the document")
            }
            return cursor.tokens
        }
        return JSONDocument(bytes: bytes, tokens: tokens)
    }

    /// Parses a document given as a string.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8))
    }
}

private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var tokens: [JSONDocument.Token] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 16)
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
        while position + 8 <= bytes.count, let base = bytes.baseAddress,
            UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) == ByteScan.eightSpaces
        {
            position += 8
        }
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

    mutating func append(_ kind: JSONDocument.Kind, start: Int, end: Int, hasEscapes: Bool = false) {
        tokens.append(
            JSONDocument.Token(
                kind: kind, hasEscapes: hasEscapes, start: UInt32(start), end: UInt32(end), count: 0))
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) {
        guard depth < JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth)")
        }
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): try parseContainer(.object, closing: UInt8(ascii: "}"), depth: depth)
        case UInt8(ascii: "["): try parseContainer(.array, closing: UInt8(ascii: "]"), depth: depth)
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default: throw error("unexpected character, expected a value")
        }
    }

    mutating func parseLiteral(_ word: StaticString, _ kind: JSONDocument.Kind) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("unexpected end of input") }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
            throw error("unexpected character, expected a value")
        }
        append(kind, start: position, end: position + count)
        position += count
    }

    /// Parses an array or object, patching its token with its member count and extent when done.
    mutating func parseContainer(
        _ kind: JSONDocument.Kind, closing: UInt8, depth: Int
    ) throws(JSONSyntaxError) {
        let tokenIndex = tokens.count
        append(kind, start: position, end: position)
        position += 1
        var count: UInt32 = 0
        skipWhitespace()
        if current == closing {
            position += 1
        } else {
            while true {
                skipWhitespace()
                if kind == .object {
                    guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
                    try parseString()
                    skipWhitespace()
                    try expect(UInt8(ascii: ":"), "':' after an object key")
                    skipWhitespace()
                }
                try parseValue(depth: depth + 1)
                count += 1
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(closing, kind == .object ? "',' or '}'" : "',' or ']'")
                break
            }
        }
        tokens[tokenIndex].count = count
        tokens[tokenIndex].end = UInt32(tokens.count)
    }

    mutating func parseString() throws(JSONSyntaxError) {
        position += 1
        let start = position
        var hasEscapes = false
        var hasNonASCII = false
        var index = position
        let end = bytes.count
        while index < end {
            if index + 8 <= end, let base = bytes.baseAddress,
                !ByteScan.needsAttentionInString(
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                hasNonASCII = hasNonASCII || byte >= 0x80
                index += 1
                continue
            }
            position = index
            if byte == UInt8(ascii: "\"") {
                if hasNonASCII { try validateUTF8(from: start) }
                append(.string, start: start, end: position, hasEscapes: hasEscapes)
                position += 1
                return
            }
            guard byte == UInt8(ascii: "\\") else {
                throw error("control character inside a string must be escaped")
            }
            hasEscapes = true
            try skipEscape()
            index = position
        }
        position = index
        throw error("unterminated string")
    }

    /// Checks the escape at `position` (a backslash) and moves past it.
    mutating func skipEscape() throws(JSONSyntaxError) {
        position += 1
        guard let escape = current else { throw error("unterminated string") }
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            position += 1
            for _ in 0..<4 {
                guard let digit = current else { throw error("unterminated \\u escape") }
                guard JSONHexDigit.value(of: digit) != nil else {
                    throw error("invalid hex digit in \\u escape")
                }
                position += 1
            }
        default:
            throw error("invalid escape sequence")
        }
    }

    /// Refuses a string whose raw bytes (from `start` to `position`) are not valid UTF-8.
    mutating func validateUTF8(from start: Int) throws(JSONSyntaxError) {
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: bytes[start..<position]).makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return
            case .error: throw error("string is not valid UTF-8")
            }
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) {
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
            guard requireDigit() else { throw error("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard requireDigit() else { throw error("invalid number") }
        }
        append(.number, start: start, end: position)
    }

    mutating func requireDigit() -> Bool {
        guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
        skipDigits()
        return true
    }

    mutating func skipDigits() {
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    }
}
