/// Says whether bytes are UTF-8 text, and where they stop being, for an error message that names the
/// encoding problem.
package enum UTF8Check {
    /// `bytes` as text when they are UTF-8, else nil (as `String(validating:as:)`, which needs macOS 15 and
    /// iOS 18, does).
    package static func text(_ bytes: [UInt8]) -> String? {
        firstInvalidOffset(in: bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Why `bytes` are not UTF-8 text (a UTF-16 byte-order mark, or the line and column of the first
    /// byte that is not part of a UTF-8 character), or nil when they are UTF-8.
    static func problem(in bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let mark = bytes[0] == 0xFF ? "FF FE" : "FE FF"
            return "it is UTF-16 (it starts with the byte-order mark \(mark)); save it as UTF-8"
        }
        guard let offset = firstInvalidOffset(in: bytes) else {
            return nil
        }
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        return "byte 0x\(byte.count == 1 ? "0" + byte : byte) at line \(line), column "
            + "\(offset - lineStart + 1) is not part of a UTF-8 character"
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 character.
    private static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
