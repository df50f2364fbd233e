/// Words that make a query a question ("how do I …", "what can I …") and say nothing about the exercise.
///
/// Only queries use them: in a query that also has other words they are optional exactly like
/// ``Stopwords`` (matched only against names, never counted, never joined), so "how do i do a goblet
/// squat with a dumbbell" ranks by goblet, squat and dumbbell alone. Unlike stopwords they do not change
/// how names are indexed, so the list can grow without touching the search snapshot.
enum QuestionWords {
    /// The folded question words: question words, pronouns and auxiliary verbs.
    static let words: Set<String> = [
        "am", "are", "be", "can", "could", "did", "do", "does", "how", "i", "im", "if", "me", "mine",
        "should",
        "so", "us", "was", "we", "were", "what", "when", "where", "which", "who", "why", "will", "would",
    ]

    /// The stems of ``words``, compared with the stems of query words.
    static let stems: Set<String> = Set(words.map(PluralFolding.stem))
}
