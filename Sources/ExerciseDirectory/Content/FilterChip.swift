public import ExerciseSearch

/// One active filter shown as a removable chip.
public struct FilterChip: Sendable, Hashable, Identifiable {
    /// The facet it filters.
    public var facet: Facet
    /// The canonical value, as the search index spells it.
    public var value: String
    /// What the chip says, such as "TRX Straps".
    public var label: String

    /// What VoiceOver reads for the chip, which removes the filter when tapped: "Remove filter TRX Straps".
    public var accessibilityLabel: String { "Remove filter " + label }

    /// Identifies the chip by facet and value.
    public var id: String { facet.rawValue + ":" + value }

    /// Creates a chip.
    public init(facet: Facet, value: String, label: String) {
        self.facet = facet
        self.value = value
        self.label = label
    }
}
