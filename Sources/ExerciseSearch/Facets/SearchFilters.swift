/// The facet values a search is narrowed to.
///
/// Within one facet any chosen value qualifies an exercise; all facets with a choice must qualify it.
/// Values are stored folded (case and diacritics ignored, punctuation as single spaces), so "Glutes",
/// "glutes" and "GLUTES" select the same thing. A value matches a facet option by its value or label;
/// a creator also by handle (with or without "@") or display name.
public struct SearchFilters: Sendable, Equatable, Hashable {
    /// No filtering.
    public static let none = SearchFilters()

    /// Folded selected values per facet; facets without a choice are absent.
    private var selections: [Facet: Set<String>] = [:]

    /// Creates filters from values per facet; empty lists select nothing in that facet.
    public init(_ valuesByFacet: [Facet: [String]] = [:]) {
        for (facet, values) in valuesByFacet {
            for value in values {
                select(value, in: facet)
            }
        }
    }

    /// True when no facet has a choice.
    public var isEmpty: Bool {
        selections.isEmpty
    }

    /// The folded values chosen in `facet`.
    public func values(in facet: Facet) -> Set<String> {
        selections[facet] ?? []
    }

    /// Adds `value` to the choices of `facet`; a value that folds to nothing is ignored.
    public mutating func select(_ value: String, in facet: Facet) {
        let folded = SearchText.foldedPhrase(value)
        guard !folded.isEmpty else {
            return
        }
        selections[facet, default: []].insert(folded)
    }

    /// Removes `value` from the choices of `facet`.
    public mutating func deselect(_ value: String, in facet: Facet) {
        selections[facet]?.remove(SearchText.foldedPhrase(value))
        if selections[facet]?.isEmpty == true {
            selections[facet] = nil
        }
    }

    /// Removes every choice of `facet`.
    public mutating func clear(_ facet: Facet) {
        selections[facet] = nil
    }
}
