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

    /// Labels already made, by tag: a catalog repeats a few dozen tags thousands of times.
    private static let madeLabels = LabelMemo()

    /// The display label of a catalog tag: "medicine ball" → "Medicine Ball", "bosu" → "BOSU".
    public static func label(for value: String) -> String {
        madeLabels.value(for: value) { spelledLabel(for: value) }
    }

    /// The label of `value`, spelled word by word.
    private static func spelledLabel(for value: String) -> String {
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

/// A thread-safe memo of labels by tag, holding at most ``capacity`` of them.
private final class LabelMemo: @unchecked Sendable {
    /// The most labels kept; tags past it are spelled every time.
    private static let capacity = 4096
    /// Serialises every use of ``labels``.
    private let lock = ThreadLock()
    private var labels: [String: String] = [:]

    /// The label of `tag`, made by `make` the first time.
    func value(for tag: String, make: () -> String) -> String {
        if let known = lock.withLock({ labels[tag] }) {
            return known
        }
        let made = make()
        lock.withLock {
            if labels.count < Self.capacity { labels[tag] = made }
        }
        return made
    }
}
