/// What the directory says when a search finds nothing.
public struct EmptyState: Sendable, Hashable {
    /// The message every front end shows.
    public static let message = "No exercises found — try a different search or clear a filter"

    /// ``message``.
    public var title: String
    /// A corrected query to offer ("Did you mean …"), when the search index has one.
    public var suggestion: String?

    /// The empty state, with an optional suggestion.
    public init(suggestion: String?) {
        title = Self.message
        self.suggestion = suggestion
    }

    /// "Did you mean “goblet squat”?", or nil without a suggestion.
    public var suggestionText: String? {
        suggestion.map { "Did you mean “\($0)”?" }
    }
}
