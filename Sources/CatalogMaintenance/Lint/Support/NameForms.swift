internal import ExerciseCatalog

/// An exercise title reduced to the forms near-duplicate detection compares.
///
/// Words are folded (lower case, no apostrophes) and a plural "s" is dropped from words of three
/// letters or more ("Squats" → "squat", "Ups" → "up", but not "press"). The main name is the title
/// before any "aka", without a leading "The", "A" or "An".
struct NameForms: Sendable {
    /// The title's words as written.
    var words: [String]
    /// Every word, folded and without its plural "s", aligned with ``words``.
    var stems: [String]
    /// The stems of the main name.
    var main: [String]
    /// True when the title has an "aka" part that ``main`` leaves out.
    var hasAlias: Bool

    /// The forms of `title`.
    init(title: String) {
        words = LintWords.words(in: title)
        stems = words.map { Self.stem(LintWords.folded($0)) }
        let akaIndex = stems.firstIndex(of: "aka")
        hasAlias = akaIndex != nil
        main = Array(stems[..<(akaIndex ?? stems.endIndex)].drop { ["the", "a", "an"].contains($0) })
    }

    /// The main name run together: "Push-Ups" and "pushup" are both "pushup".
    var joined: String {
        main.joined()
    }

    /// The main name's words in sorted order, so word order does not count.
    var sortedWords: String {
        main.sorted().joined(separator: " ")
    }

    /// The digits of the main name in order; names with different numbers are different exercises.
    var digits: String {
        String(joined.unicodeScalars.filter { ("0"..."9").contains($0) })
    }

    /// `word` without a plural "s" when it has three letters or more and does not end in "ss".
    private static func stem(_ word: String) -> String {
        word.count >= 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
