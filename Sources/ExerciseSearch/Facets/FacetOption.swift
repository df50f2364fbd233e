/// One value of a facet with the number of results choosing it would give.
public struct FacetOption: Sendable, Hashable {
    /// The canonical value, as the catalog spells it (a creator's id for ``Facet/creator``).
    public var value: String
    /// The label front ends show ("Upper Body", "TRX Straps", "Coach Rudy").
    public var label: String
    /// How many exercises match the query, the other facets' selections and this value.
    public var count: Int
    /// True when the filters select this value.
    public var isSelected: Bool

    /// Creates an option.
    public init(value: String, label: String, count: Int, isSelected: Bool) {
        self.value = value
        self.label = label
        self.count = count
        self.isSelected = isSelected
    }
}
