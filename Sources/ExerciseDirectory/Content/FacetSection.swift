public import ExerciseSearch

/// One group of the filter sheet: a facet's title and its options with live counts.
public struct FacetSection: Sendable, Hashable, Identifiable {
    /// The facet.
    public var facet: Facet
    /// The section title, such as "Muscle Group".
    public var title: String
    /// Every option in the index's order, with the number of results choosing it would give.
    public var options: [FacetOption]

    /// Identifies the section by its facet.
    public var id: Facet { facet }

    /// Creates a section.
    public init(facet: Facet, options: [FacetOption]) {
        self.facet = facet
        self.title = facet.title
        self.options = options
    }

    /// The options worth offering: those with results, and any already selected.
    public var liveOptions: [FacetOption] {
        options.filter { $0.count > 0 || $0.isSelected }
    }
}
