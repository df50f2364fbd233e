import Foundation

extension CommandContext {
    /// Writes `value` as one pretty-printed JSON document with sorted keys on standard output.
    public func writeJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        console.line(String(decoding: data, as: UTF8.self))
    }
}
