/// Search filters resolved to facet value numbers for one search.
struct FilterSelection {
    /// Whether each global value number (see ``FacetTable/valueOffsets``) is chosen.
    let chosen: [Bool]
    /// The global value numbers of each facet with a choice, in facet order.
    let activeFacets: [Range<Int32>]

    /// Resolves `filters`; a value that names no option chooses nothing, so its facet admits nothing
    /// unless another chosen value is known.
    init(filters: SearchFilters, facets: FacetTable) {
        var chosen = [Bool](repeating: false, count: facets.valueCount)
        var active: [Range<Int32>] = []
        for facet in Facet.allCases {
            let values = filters.values(in: facet)
            guard !values.isEmpty else {
                continue
            }
            let offset = facets.valueOffsets[facet.position]
            active.append(Int32(offset)..<Int32(facets.valueOffsets[facet.position + 1]))
            let column = facets.column(facet)
            for value in values {
                if let id = column.aliases[value] {
                    chosen[offset + Int(id)] = true
                }
            }
        }
        self.chosen = chosen
        self.activeFacets = active
    }

    /// True when value `id` of `facet` is chosen.
    func isChosen(_ id: Int, in facet: Facet, facets: FacetTable) -> Bool {
        chosen[facets.valueOffsets[facet.position] + id]
    }

    /// The facets whose choice an exercise with the global value numbers `values` (ascending from
    /// facet to facet, as ``FacetTable/exerciseValues`` holds them) does not satisfy.
    func failures(ofValues values: UnsafeBufferPointer<Int32>) -> FacetFailures {
        var failures = FacetFailures()
        var position = 0
        for facet in activeFacets {
            var isSatisfied = false
            // Values of earlier facets without a choice are never chosen: passing them is enough.
            while position < values.count && values[position] < facet.upperBound {
                isSatisfied = isSatisfied || chosen[Int(values[position])]
                position += 1
            }
            if !isSatisfied {
                failures.count += 1
                failures.lastFailed = facet
            }
        }
        return failures
    }
}

/// The facets with a choice that one exercise does not satisfy.
struct FacetFailures {
    /// How many there are.
    var count = 0
    /// The global value numbers of the last of them; empty when there is none.
    var lastFailed: Range<Int32> = 0..<0
}
