internal import ExerciseCatalog

/// A dimension exercises can be filtered and counted by.
///
/// A facet is defined here and nowhere else: its case (whose raw value names it on the command line and
/// in JSON), its title, its help and where its values come from (``definition``). The index, the
/// snapshot, filters, counts, the command line, completions, the manual and every filter sheet read
/// ``allCases``; the cases' order is the order every front end lists them in.
public enum Facet: String, CaseIterable, Sendable, Hashable, Codable {
    /// The exercise category, values like "upper_body".
    case category
    /// A muscle group, values like "glutes".
    case muscleGroup = "muscle"
    /// An equipment tag, values like "TRX straps".
    case equipment
    /// How the exercise moves the body, values like "compound".
    case movementType = "movement"
    /// The platform of at least one demo video, values "instagram" and "tiktok".
    case platform
    /// The creator of at least one demo video, values are creator ids like "coachingotf".
    case creator

    /// The title every front end uses for the facet, such as "Muscle Group".
    public var title: String {
        definition.title
    }

    /// What choosing a value keeps, for a filter's help: "only this muscle group".
    package var filterHelp: String {
        definition.filterHelp
    }

    /// The facet's position in ``allCases``: where its column and its values' numbers are.
    var position: Int {
        Self.allCases.firstIndex(of: self)!
    }

    /// Everything about the facet besides its name.
    var definition: FacetDefinition {
        switch self {
        case .category:
            FacetDefinition(
                title: "Category", filterHelp: "only this category",
                values: .exerciseValue(FixedFacetValues(ExerciseCategory.self) { $0.category }),
                searchField: .category)
        case .muscleGroup:
            FacetDefinition(
                title: "Muscle Group", filterHelp: "only this muscle group",
                values: .exerciseTags { $0.muscleGroups }, searchField: .muscleGroups)
        case .equipment:
            FacetDefinition(
                title: "Equipment", filterHelp: "only this equipment",
                values: .exerciseTags { $0.equipment }, searchField: .equipment)
        case .movementType:
            FacetDefinition(
                title: "Movement Type", filterHelp: "only this movement type",
                values: .exerciseValue(FixedFacetValues(MovementType.self) { $0.movementType }),
                searchField: .movementType)
        case .platform:
            FacetDefinition(
                title: "Platform", filterHelp: "only demos on this platform",
                values: .videoValue(FixedFacetValues(Platform.self) { $0.source }), searchField: nil)
        case .creator:
            FacetDefinition(
                title: "Creator", filterHelp: "only demos by this creator", values: .videoCreators,
                searchField: .creator)
        }
    }
}
