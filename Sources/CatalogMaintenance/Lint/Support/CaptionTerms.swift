internal import ExerciseCatalog

/// Words that show a title is a social-media caption rather than the name of an exercise.
///
/// All words are in lower case with straight apostrophes (see ``LintWords/lowered(_:)``).
enum CaptionTerms {
    /// Words of a speaker or the person spoken to: exercise names have neither.
    static let personal: Set<String> = [
        "i", "i'm", "i've", "i'll", "i'd", "me", "my", "mine", "we", "we're", "we've", "we'll", "our",
        "ours", "us", "you", "your", "you're", "you've", "you'll", "you'd", "yours", "yourself", "let's",
    ]

    /// Words of coaching advice rather than of a movement.
    static let coaching: Set<String> = [
        "tip", "tips", "cue", "cues", "cueing", "cuing", "coach", "coaches", "coaching", "coached",
        "members", "mistake", "mistakes", "fault", "faults", "wrong", "error", "errors", "cheat",
        "cheating", "cheated",
    ]

    /// First words that open a question.
    static let questionOpeners: Set<String> = [
        "how", "why", "what", "what's", "which", "when", "who", "is", "are", "do", "does", "did", "can",
        "can't", "should", "have", "has", "will", "would",
    ]

    /// Verbs that make a title a sentence; exercise names are noun phrases.
    static let sentenceVerbs: Set<String> = [
        "is", "are", "isn't", "aren't", "was", "were", "don't", "doesn't", "can't", "won't",
    ]

    /// Small words of running prose, which long exercise names ("… Single Arm Split Squat") lack.
    static let prose: Set<String> = [
        "a", "an", "the", "of", "for", "as", "so", "but", "by", "than", "about", "when", "this", "that",
        "it", "be", "can", "should", "would", "not",
    ]

    /// Capitalised words that start a caption sentence when they follow a complete exercise name, as in
    /// "Mid Band Deadlift We want tension on the band…".
    static let sentenceOpeners: Set<String> = [
        "the", "we", "you", "your", "it's", "its", "it", "this", "that", "just", "great", "important",
        "technically", "do", "does", "did", "are", "is", "how", "why", "what", "one", "both", "not", "often",
        "always", "i", "my", "our", "here's",
    ]

    /// Upper-case words that are names, not shouting.
    static let acronyms: Set<String> = ["BOSU", "RFESS", "AMRAP", "EMOM", "HIIT"]

    /// The fewest letters an upper-case word needs to count as shouting.
    static let shortestShout = 4
    /// The fewest letters one upper-case word alone needs to count as shouting.
    static let shortestLoneShout = 5
    /// The most characters an exercise name runs to before it reads as prose.
    static let longestName = 60
}
