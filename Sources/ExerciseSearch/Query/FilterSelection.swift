/// Search filters resolved to facet value numbers for one search.
struct FilterSelection {
    /// Whether each global value number (see ``FacetTable/valueOffsets``) is chosen.
    let chosen: [Bool]
    /// The facets with a choice, bit per ``Facet/index``.
    let activeFacets: UInt8

    /// Resolves `filters`; a value that names no option chooses nothing, so its facet admits nothing
    /// unless another chosen value is known.
    init(filters: SearchFilters, facets: FacetTable) {
        var chosen = [Bool](repeating: false, count: facets.valueCount)
        var active: UInt8 = 0
        for facet in Facet.allCases {
            let values = filters.values(in: facet)
            guard !values.isEmpty else {
                continue
            }
            active |= 1 << UInt8(facet.index)
            let column = facets.column(facet)
            for value in values {
                if let id = column.aliases[value] {
                    chosen[facets.valueOffsets[facet.index] + Int(id)] = true
                }
            }
        }
        self.chosen = chosen
        self.activeFacets = active
    }

    /// True when value `id` of `facet` is chosen.
    func isChosen(_ id: Int, in facet: Facet, facets: FacetTable) -> Bool {
        chosen[facets.valueOffsets[facet.index] + id]
    }

    /// The facets (bit per ``Facet/index``) whose choice an exercise with the global value numbers
    /// `values` does not satisfy.
    func failures(ofValues values: UnsafeBufferPointer<Int32>, facetOfValue: UnsafeBufferPointer<UInt8>)
        -> UInt8
    {
        guard activeFacets != 0 else {
            return 0
        }
        var satisfied: UInt8 = 0
        for value in values where chosen[Int(value)] {
            satisfied |= 1 << facetOfValue[Int(value)]
        }
        return activeFacets & ~satisfied
    }
}
