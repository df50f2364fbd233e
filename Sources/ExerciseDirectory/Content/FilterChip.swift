public import ExerciseSearch

/// One active filter shown as a removable chip.
public struct FilterChip: Sendable, Hashable, Identifiable {
    /// The facet it filters.
    public var facet: Facet
    /// The canonical value, as the search index spells it.
    public var value: String
    /// What the chip says, such as "TRX Straps", or "Category: Core" when another chip has its label.
    public var label: String

    /// What VoiceOver reads for the chip, which removes the filter when tapped: "Remove filter TRX Straps",
    /// "Remove filter Muscle Group: Core".
    public var accessibilityLabel: String { "Remove filter " + label }

    /// Identifies the chip by facet and value.
    public var id: String { facet.rawValue + ":" + value }

    /// Creates a chip.
    public init(facet: Facet, value: String, label: String) {
        self.facet = facet
        self.value = value
        self.label = label
    }

    /// The chips of the `selected` options, in order; when two of them have the same label (ignoring
    /// case), as the category and the muscle group "Core" do, each of those chips names its facet:
    /// "Category: Core", "Muscle Group: Core".
    static func chips(for selected: [(facet: Facet, option: FacetOption)]) -> [FilterChip] {
        var labelCounts: [String: Int] = [:]
        for (_, option) in selected {
            labelCounts[option.label.lowercased(), default: 0] += 1
        }
        return selected.map { facet, option in
            let collides = labelCounts[option.label.lowercased(), default: 0] > 1
            return FilterChip(
                facet: facet, value: option.value,
                label: collides ? "\(facet.title): \(option.label)" : option.label)
        }
    }
}
