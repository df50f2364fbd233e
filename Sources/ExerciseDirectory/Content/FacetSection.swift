public import ExerciseSearch

/// One group of the filter sheet: a facet's title and its options with live counts.
public struct FacetSection: Sendable, Hashable, Identifiable {
    /// The facet.
    public var facet: Facet
    /// The section title, such as "Muscle Group".
    public var title: String
    /// Every option in the index's order, with the number of results choosing it would give.
    public var options: [FacetOption]
    /// Values offered as long as the filter sheet is open, whatever their counts.
    public var kept: Set<String>

    /// Identifies the section by its facet.
    public var id: Facet { facet }

    /// Creates a section that keeps offering the values `kept`.
    public init(facet: Facet, options: [FacetOption], kept: Set<String> = []) {
        self.facet = facet
        self.title = facet.title
        self.options = options
        self.kept = kept
    }

    /// The options worth offering: those with results, any already selected and any ``kept``.
    public var liveOptions: [FacetOption] {
        options.filter { $0.count > 0 || $0.isSelected || kept.contains($0.value) }
    }
}
