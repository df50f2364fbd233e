internal import Foundation

extension CommandContext {
    /// Writes `value` as one pretty-printed JSON document with sorted keys on standard output.
    ///
    /// Characters a terminal or an editor would act on or hide are escaped (see
    /// ``JSONText/escapingInvisibleControls(_:)``), so the document shows what it holds.
    package func writeJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        console.line(JSONText.escapingInvisibleControls(String(decoding: data, as: UTF8.self)))
    }
}

/// Finishing touches on JSON text written by `JSONEncoder`.
enum JSONText {
    /// `json` with DEL and the C1 controls (U+007F–U+009F) and the bidi controls (the marks LRM, RLM
    /// and ALM, the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069) written as `\u`
    /// escapes.
    ///
    /// `JSONEncoder` escapes only what JSON requires (U+0000–U+001F, the quote and the backslash), and
    /// these characters outside that range can appear only inside strings, so escaping them wherever they
    /// are keeps the document valid and means the same.
    static func escapingInvisibleControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else {
            return json
        }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped.append(
                    contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// True for the characters ``escapingInvisibleControls(_:)`` escapes.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (0x7F...0x9F).contains(scalar.value) || scalar.properties.isBidiControl
    }
}
