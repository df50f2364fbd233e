/// Counts, for every facet option, the results choosing it would give (disjunctive faceting).
///
/// An exercise that matches the query and every facet's choice counts for all its values in every
/// facet; one that fails exactly one facet's choice counts for its values in that facet only, since
/// choosing one of them there would admit it; one that fails two or more counts nowhere.
struct FacetCounter {
    /// Counts per facet and value id.
    private var counts: [[Int]]

    /// Zero counts for every value of `facets`.
    init(facets: FacetTable) {
        counts = facets.columns.map { [Int](repeating: 0, count: $0.values.count) }
    }

    /// Counts exercise `exercise`, which matches the query and fails the facets in `failures`.
    mutating func count(_ exercise: Int, failures: UInt8, facets: FacetTable) {
        if failures == 0 {
            for index in counts.indices {
                for id in facets.columns[index].valueIDs(of: exercise) {
                    counts[index][Int(id)] += 1
                }
            }
        } else if failures & (failures - 1) == 0 {
            let index = failures.trailingZeroBitCount
            for id in facets.columns[index].valueIDs(of: exercise) {
                counts[index][Int(id)] += 1
            }
        }
    }

    /// The options of every facet with their counts, in each column's order.
    func options(facets: FacetTable, selection: FilterSelection) -> [Facet: [FacetOption]] {
        var options: [Facet: [FacetOption]] = [:]
        for facet in Facet.allCases {
            let column = facets.column(facet)
            options[facet] = column.values.indices.map { id in
                FacetOption(
                    value: column.values[id], label: column.labels[id], count: counts[facet.index][id],
                    isSelected: selection.isChosen(id, in: facet))
            }
        }
        return options
    }
}
