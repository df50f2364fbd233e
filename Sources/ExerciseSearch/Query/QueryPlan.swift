/// A query folded into words and the terms that match them, computed once per search.
///
/// Terms are: each word on its own; each pair of adjacent non-stopwords run together ("push up" also
/// looks for "pushup", "dead bug" for "deadbug"), whole or as a prefix but never with typos (each word
/// has its own typo budget); and each synonym phrase found among the words. Only the last word matches
/// as a prefix; stopwords never match with typos. Question words (``QuestionWords``) are stopwords of
/// the query alone.
struct QueryPlan {
    /// Words beyond this many are ignored.
    static let maximumWords = 12

    /// The folded words.
    let words: [QueryWord]
    /// The terms to look up.
    let terms: [QueryTerm]
    /// The positions of the words that count towards "words matched", in query order.
    let countedWords: [Int]
    /// The folded query with its words run together, compared with exercise names.
    let exactKey: String

    /// Plans `query` against `storage`; with ``SearchOptions/completeText`` no word matches as a prefix.
    init(query: String, storage: SearchStorage, options: SearchOptions = .asTyped) {
        let folded = SearchText.words(in: query)
        exactKey = NameTable.key(of: folded)
        let kept = folded.prefix(Self.maximumWords)
        let stems = kept.map { PluralFolding.stem($0.text) }
        let allOptional = stems.allSatisfy(Self.isOptional)
        let words = zip(kept, stems).map { word, stem in
            QueryWord(text: word.text, stem: stem, isStopword: !allOptional && Self.isOptional(stem))
        }
        self.words = words
        countedWords = words.indices.filter { !words[$0].isStopword }
        var finder = CandidateFinder(vocabulary: storage.vocabulary)
        var terms: [QueryTerm] = []
        // No word is the one being typed when the text is complete.
        let last = options.matchesLastWordAsPrefix ? words.count - 1 : -1
        for (position, word) in words.enumerated() {
            let candidates = finder.candidates(
                stem: word.stem, typed: word.text, isLast: position == last, allowsTypos: !word.isStopword)
            terms.append(
                QueryTerm(
                    firstWord: position, wordCount: 1, isStopword: word.isStopword, candidates: candidates))
        }
        for position in words.indices.dropLast()
        where !words[position].isStopword && !words[position + 1].isStopword {
            let joined = words[position].text + words[position + 1].text
            let candidates = finder.candidates(
                stem: PluralFolding.stem(joined), typed: joined, isLast: position + 1 == last,
                allowsTypos: false)
            if !candidates.isEmpty {
                terms.append(
                    QueryTerm(firstWord: position, wordCount: 2, isStopword: false, candidates: candidates))
            }
        }
        for position in words.indices {
            for rule in SynonymRules.shared.rules(matching: stems, at: position) {
                guard let concept = storage.conceptID(ofGroup: rule.group) else {
                    continue
                }
                let candidate = Candidate(id: Int32(concept), typos: 0, kind: .synonym, typedLength: 0)
                if rule.stems.count == 1 {
                    terms[position].candidates.append(candidate)
                } else {
                    terms.append(
                        QueryTerm(
                            firstWord: position, wordCount: rule.stems.count, isStopword: false,
                            candidates: [candidate]))
                }
            }
        }
        self.terms = terms
    }

    /// True for the stem of a stopword or a question word, optional in a query with other words.
    private static func isOptional(_ stem: String) -> Bool {
        Stopwords.stems.contains(stem) || QuestionWords.stems.contains(stem)
    }
}
