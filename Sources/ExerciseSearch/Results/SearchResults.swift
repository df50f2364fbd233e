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

    /// The number of results.
    public var total: Int {
        results.count
    }
}
