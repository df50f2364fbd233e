internal import ExerciseCatalog

/// Titles that look like a social-media caption rather than the name of an exercise.
///
/// Each finding gives its reasons: the title ends with "?", "…" or ":", contains emoji, shouts in
/// capitals, speaks as "I" or to "you", uses coaching words, opens like a question, reads as a
/// sentence, or runs past 60 characters of prose.
struct CaptionTitleRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "caption-title"
    let severity = LintSeverity.warning
    let explanation = "The title reads like a social-media caption, not the name of an exercise."
    let fix =
        "Rename it to the movement the video shows, such as \"Split Squat\", or drop it if it shows none."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.compactMap { exercise in
            let reasons = Self.reasons(for: exercise.name)
            guard !reasons.isEmpty else {
                return nil
            }
            return LintFinding(
                exerciseIDs: [exercise.id], message: "“\(exercise.name)”: " + reasons.joined(separator: "; "))
        }
    }

    /// Why `title` looks like a caption, in a fixed order; empty when it looks like a name.
    static func reasons(for title: String) -> [String] {
        let trimmed = String(title.reversed().drop(while: \.isWhitespace).reversed())
        let words = LintWords.words(in: trimmed)
        let lowered = words.map(LintWords.lowered)
        var reasons: [String] = []
        if let ending = ["?", "…", "...", ":"].first(where: { trimmed.hasSuffix($0) }) {
            reasons.append("ends with “\(ending)”")
        }
        if containsEmoji(trimmed) {
            reasons.append("contains emoji")
        }
        let shouts = words.filter { letterCount($0) >= CaptionTerms.shortestShout && isShout($0) }
        if shouts.count > 1 || shouts.contains(where: { letterCount($0) >= CaptionTerms.shortestLoneShout }) {
            reasons.append("shouts in capitals (\(shouts.distinctInOrder.joined(separator: ", ")))")
        }
        if let found = listed(lowered, in: CaptionTerms.personal) {
            reasons.append("speaks as “I” or to “you” (\(found))")
        }
        if let found = listed(lowered, in: CaptionTerms.coaching) {
            reasons.append("uses coaching words (\(found))")
        }
        if let first = lowered.first, CaptionTerms.questionOpeners.contains(first) {
            reasons.append("opens like a question (“\(words[0])”)")
        }
        if let found = listed(lowered, in: CaptionTerms.sentenceVerbs) {
            reasons.append("reads as a sentence (\(found))")
        }
        if trimmed.count > CaptionTerms.longestName, lowered.contains(where: CaptionTerms.prose.contains) {
            reasons.append("runs to \(trimmed.count) characters of prose")
        }
        return reasons
    }

    /// The words of `lowered` that are in `vocabulary`, joined with ", ", or nil when there are none.
    private static func listed(_ lowered: [String], in vocabulary: Set<String>) -> String? {
        let found = lowered.filter(vocabulary.contains).distinctInOrder
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }

    /// The letters (and digits) of `word`, apostrophes left out.
    private static func letterCount(_ word: String) -> Int {
        word.unicodeScalars.filter { $0 != "'" }.count
    }

    /// True for a word whose letters are all upper case and that is not a known acronym.
    private static func isShout(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { $0 == "'" || $0.properties.isUppercase }
            && !CaptionTerms.acronyms.contains(word)
    }

    /// True when `text` holds an emoji: a character drawn as emoji by default, or one followed by the
    /// emoji variation selector (U+FE0F), such as "⚠️".
    private static func containsEmoji(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.contains { index in
            let properties = scalars[index].properties
            if properties.isEmojiPresentation {
                return true
            }
            return properties.isEmoji && index + 1 < scalars.count && scalars[index + 1] == "\u{FE0F}"
        }
    }
}
