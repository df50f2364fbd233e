/// What the directory says when a search finds nothing.
public struct EmptyState: Sendable, Hashable {
    /// The message every front end shows.
    public static let message = "No exercises found — try a different search or clear a filter"

    /// ``message``.
    public var title: String
    /// A corrected query to offer ("Did you mean …"), when the search index has one.
    public var suggestion: String?
    /// "Clear filters" while filters are on (removing them may find something), else nil.
    public var clearFiltersLabel: String?

    /// The empty state, with an optional suggestion, offering to clear filters when `filtersActive`.
    public init(suggestion: String?, filtersActive: Bool = false) {
        title = Self.message
        self.suggestion = suggestion
        clearFiltersLabel = filtersActive ? AppWording.clearFilters : nil
    }

    /// "Did you mean “goblet squat”?", or nil without a suggestion.
    public var suggestionText: String? {
        suggestion.map { "Did you mean “\($0)”?" }
    }
}
