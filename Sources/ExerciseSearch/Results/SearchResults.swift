/// Everything a front end shows for one query: ranked results, facet counts and a suggestion.
public struct SearchResults: Sendable {
    /// The query as given.
    public let query: String
    /// The results, best first (browse order for an empty query).
    public let results: SearchResultList
    /// For each facet, every option with the number of results it would give with this query and the
    /// other facets' choices.
    public let facets: [Facet: [FacetOption]]
    /// The query as search read it when a word was corrected ("goblet squat" for "goblin squat").
    ///
    /// Each word the vocabulary does not hold is replaced by the word it was read as; nil when no word
    /// was corrected. Front ends show it above the results ("Showing results for goblet squat") and, when filters
    /// leave none, offer it ("Did you mean …"). It never holds a stopword or a word of fewer than three
    /// letters in place of a typed word.
    public let suggestion: String?
    /// The folded query words that count towards "words matched" (stopwords left out when there are
    /// other words), in query order: `["goblet", "squat"]` for "a Goblet squat".
    public let queryWords: [String]
    /// The bit of each of ``queryWords`` in ``QueryWordMatches``: a word's position in the folded query
    /// (after splitting a run-together word, "shoulderpress" into "shoulder" and "press"), stopwords
    /// included.
    public let queryWordBits: [UInt16]
    /// The query words read as the closest word of the vocabulary, in query order.
    ///
    /// `goblin` → `goblet` for "goblin squat": a word the vocabulary does not hold. Results reached
    /// through them say so.
    public let corrections: [WordCorrection]

    /// Everything as given.
    init(
        query: String, results: SearchResultList, facets: [Facet: [FacetOption]], suggestion: String?,
        queryWords: [String] = [], queryWordBits: [UInt16] = [], corrections: [WordCorrection] = []
    ) {
        self.query = query
        self.results = results
        self.facets = facets
        self.suggestion = suggestion
        self.queryWords = queryWords
        self.queryWordBits = queryWordBits
        self.corrections = corrections
    }

    /// The number of results.
    public var total: Int {
        results.count
    }

    /// The words of ``queryWords`` that `result` did not match, in query order; empty when it matched
    /// every word.
    public func missingWords(of result: SearchResult) -> [String] {
        zip(queryWords, queryWordBits).compactMap { word, bit in result.words.matched & bit == 0 ? word : nil
        }
    }

    /// The bits of every one of ``queryWords``.
    public var queryWordMask: UInt16 {
        queryWordBits.reduce(0, |)
    }

    /// True when there are results and none matched every one of ``queryWords``.
    ///
    /// Results that match every word rank first, so the first result tells. "Match" is the ranking's:
    /// a word found only in captions, or in a description only in coaching cues, counts as missing
    /// (``ResultRanking``), so such a query may be called partial though its words are all found there.
    public var isPartial: Bool {
        guard let first = results.first else {
            return false
        }
        return !missingWords(of: first).isEmpty
    }
}

/// A query word read as another word of the catalog's vocabulary.
public struct WordCorrection: Sendable, Equatable {
    /// The folded word as typed ("goblin").
    public let typed: String
    /// The vocabulary word it was read as ("goblet").
    public let correction: String
    /// The word's bit in ``QueryWordMatches`` (see ``SearchResults/queryWordBits``).
    public let bit: UInt16
    /// The typo distance between the two.
    public let distance: Int
}
