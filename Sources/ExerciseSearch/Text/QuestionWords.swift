/// Words that make a query a question or a request ("how do I …", "what's an ab workout", "best
/// exercises for …", "something for my shoulders", "arm day") and say nothing about which exercise is
/// meant.
///
/// Only queries use them: in a query that also has other words they are optional exactly like
/// ``Stopwords`` (matched only against names, never counted, never joined), so "how do i do a goblet
/// squat with a dumbbell" ranks by goblet, squat and dumbbell alone, and "best exercises for glutes" by
/// glutes alone rather than by captions saying "exercises". Unlike stopwords they do not change how
/// names are indexed, so the list can grow without touching the search snapshot.
enum QuestionWords {
    /// The folded question words: question words (with a lost apostrophe, "whats"), pronouns,
    /// auxiliary verbs, the words of a request for exercises, and the words of a goal ("leg day",
    /// "something to tone my arms").
    static let words: Set<String> = [
        "am", "are", "be", "can", "could", "did", "do", "does", "how", "hows", "i", "im", "if", "me", "mine",
        "should", "so", "us", "was", "we", "were", "what", "whats", "when", "where", "which", "who", "why",
        "will", "would",
        "best", "correct", "correctly", "exercise", "exercises", "muscle", "muscles", "proper",
        "properly", "please", "show", "target", "targets", "work", "works", "workout", "workouts",
        "day", "something", "some", "move", "moves", "stuff", "routine", "help", "helps", "need", "want",
        "build", "tone", "toning", "strengthen", "strengthening", "stronger",
    ]

    /// The stems of ``words``, compared with the stems of query words.
    static let stems: Set<String> = Set(words.map(PluralFolding.stem))
}
