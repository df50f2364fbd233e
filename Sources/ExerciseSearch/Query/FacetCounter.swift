/// Counts, for every facet option, the results choosing it would give (disjunctive faceting).
///
/// An exercise that matches the query and every facet's choice counts for all its values in every
/// facet; one that fails exactly one facet's choice counts for its values in that facet only, since
/// choosing one of them there would admit it; one that fails two or more counts nowhere.
struct FacetCounter {
    /// Counts by global value number (see ``FacetTable/valueOffsets``).
    private var counts: [Int]

    /// Zero counts for every value of `facets`.
    init(facets: FacetTable) {
        counts = [Int](repeating: 0, count: facets.valueCount)
    }

    /// Counts an exercise with the global value numbers `values`, which matches the query and fails
    /// the facets in `failures`.
    mutating func count(values: UnsafeBufferPointer<Int32>, failures: FacetFailures) {
        if failures.count == 0 {
            for value in values {
                counts[Int(value)] += 1
            }
        } else if failures.count == 1 {
            for value in values where failures.lastFailed.contains(value) {
                counts[Int(value)] += 1
            }
        }
    }

    /// The options of every facet with their counts, in each column's order.
    func options(facets: FacetTable, selection: FilterSelection) -> [Facet: [FacetOption]] {
        var options: [Facet: [FacetOption]] = [:]
        for facet in Facet.allCases {
            let column = facets.column(facet)
            let offset = facets.valueOffsets[facet.position]
            options[facet] = column.values.indices.map { id in
                FacetOption(
                    value: column.values[id], label: column.labels[id], count: counts[offset + id],
                    isSelected: selection.isChosen(id, in: facet, facets: facets))
            }
        }
        return options
    }
}
