/// Function words that carry no meaning on their own in an exercise search.
///
/// In a query that also has other words, a stopword is optional: it is matched only against exercise
/// names, never counts towards "words matched", and is never joined with a neighbour. A query made only
/// of stopwords ("to") searches them like any other words.
enum Stopwords {
    /// The folded stopwords.
    static let words: Set<String> = [
        "a", "an", "and", "aka", "at", "by", "for", "from", "in", "into", "is", "it", "its", "my", "of",
        "on", "or", "that", "the", "this", "to", "vs", "w", "with", "you", "your",
    ]
}

extension Stopwords {
    /// The stems of ``words``, compared with the stems of query words.
    static let stems: Set<String> = Set(words.map(PluralFolding.stem))
}
