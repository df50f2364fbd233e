/// Everything a front end shows for one query: ranked results, facet counts and a suggestion.
public struct SearchResults: Sendable {
    /// The query as given.
    public let query: String
    /// The results, best first (browse order for an empty query).
    public let results: SearchResultList
    /// For each facet, every option with the number of results it would give with this query and the
    /// other facets' choices.
    public let facets: [Facet: [FacetOption]]
    /// "Did you mean …": a corrected query, only when the query matched nothing.
    public let suggestion: String?
    /// The folded query words that count towards "words matched" (stopwords left out when there are
    /// other words), in query order: `["goblet", "squat"]` for "a Goblet squat".
    public let queryWords: [String]
    /// The bit of each of ``queryWords`` in ``QueryWordMatches``: a word's position in the folded query
    /// (after splitting a run-together word, "shoulderpress" into "shoulder" and "press"), stopwords
    /// included.
    public let queryWordBits: [UInt16]

    /// Everything as given.
    init(
        query: String, results: SearchResultList, facets: [Facet: [FacetOption]], suggestion: String?,
        queryWords: [String] = [], queryWordBits: [UInt16] = []
    ) {
        self.query = query
        self.results = results
        self.facets = facets
        self.suggestion = suggestion
        self.queryWords = queryWords
        self.queryWordBits = queryWordBits
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
    /// Results that match every word rank first, so the first result tells.
    public var isPartial: Bool {
        guard let first = results.first else {
            return false
        }
        return !missingWords(of: first).isEmpty
    }
}
