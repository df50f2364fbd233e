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
        self.title = Self.title(of: facet)
        self.options = options
    }

    /// The options worth offering: those with results, and any already selected.
    public var liveOptions: [FacetOption] {
        options.filter { $0.count > 0 || $0.isSelected }
    }

    /// The title every front end uses for `facet`.
    public static func title(of facet: Facet) -> String {
        switch facet {
        case .category: "Category"
        case .muscleGroup: "Muscle Group"
        case .equipment: "Equipment"
        case .platform: "Platform"
        case .creator: "Creator"
        }
    }
}
