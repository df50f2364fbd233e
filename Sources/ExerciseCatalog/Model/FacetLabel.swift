/// Turns a catalog tag (an equipment or muscle-group value) into the label front ends show.
///
/// Each word and each hyphen-separated part gets an upper-case first letter, the rest kept as written
/// ("y-bell" → "Y-Bell", "TRX straps" → "TRX Straps"); the special spellings below take precedence.
/// Every space and hyphen parts words, also one that a combining mark follows.
/// Uses Unicode default case mapping, never the device locale.
public enum FacetLabel {
    /// Words with one fixed spelling wherever they appear, keyed by their lower-case form.
    static let fixedSpellings: [String: String] = [
        "bosu": "BOSU",
        "trx": "TRX",
    ]

    /// Joining words kept as written unless they open the label, keyed by their lower-case form.
    static let wordsKeptAsWritten: Set<String> = ["and", "or", "of", "with", "to"]

    /// The display label of a catalog tag, spelled word by word: "medicine ball" → "Medicine Ball",
    /// "bosu" → "BOSU".
    public static func label(for value: String) -> String {
        var label = ""
        var hasOpened = false
        let utf8 = value.utf8
        var start = utf8.startIndex
        while true {
            // Spaces and hyphens are ASCII, so the bytes between them are whole scalars.
            let end = utf8[start...].firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }
            let part = Substring(utf8[start..<(end ?? utf8.endIndex)])
            label += spell(part, opensLabel: !hasOpened)
            hasOpened = hasOpened || !part.isEmpty
            guard let end else {
                return label
            }
            label.unicodeScalars.append(Unicode.Scalar(utf8[end]))
            start = utf8.index(after: end)
        }
    }

    /// The spelling of one word or hyphen part.
    private static func spell(_ part: Substring, opensLabel: Bool) -> String {
        let lowered = part.lowercased()
        if let fixed = fixedSpellings[lowered] {
            return fixed
        }
        guard let first = part.first else {
            return ""
        }
        if !opensLabel && wordsKeptAsWritten.contains(lowered) {
            return String(part)
        }
        return first.uppercased() + part.dropFirst()
    }
}
