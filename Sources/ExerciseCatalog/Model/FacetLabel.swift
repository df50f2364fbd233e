/// Turns a catalog tag (an equipment or muscle-group value) into the label front ends show.
///
/// Each word and each hyphen-separated part gets an upper-case first letter, the rest kept as written
/// ("y-bell" → "Y-Bell", "TRX straps" → "TRX Straps"); the special spellings below take precedence.
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
        var hasOpened = false
        var words: [String] = []
        for word in value.split(separator: " ", omittingEmptySubsequences: false) {
            var parts: [String] = []
            for part in word.split(separator: "-", omittingEmptySubsequences: false) {
                parts.append(spell(part, opensLabel: !hasOpened))
                hasOpened = hasOpened || !part.isEmpty
            }
            words.append(parts.joined(separator: "-"))
        }
        return words.joined(separator: " ")
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
