/// Search filters resolved to facet value ids for one search.
struct FilterSelection {
    /// Per facet (in ``Facet/allCases`` order): which values are chosen, or nil when none is.
    let chosen: [[Bool]?]

    /// Resolves `filters`; a value that names no option chooses nothing, so its facet admits nothing
    /// unless another chosen value is known.
    init(filters: SearchFilters, facets: FacetTable) {
        chosen = Facet.allCases.map { facet in
            let values = filters.values(in: facet)
            guard !values.isEmpty else {
                return nil
            }
            let column = facets.column(facet)
            var flags = [Bool](repeating: false, count: column.values.count)
            for value in values {
                if let id = column.aliases[value] {
                    flags[Int(id)] = true
                }
            }
            return flags
        }
    }

    /// True when `facet` has a choice and `id` is chosen.
    func isChosen(_ id: Int, in facet: Facet) -> Bool {
        chosen[facet.index]?[id] ?? false
    }

    /// The facets (bit per ``Facet/index``) whose choice exercise `exercise` does not satisfy.
    func failures(of exercise: Int, in facets: FacetTable) -> UInt8 {
        var failed: UInt8 = 0
        for (index, flags) in chosen.enumerated() {
            guard let flags else {
                continue
            }
            let values = facets.columns[index].valueIDs(of: exercise)
            if !values.contains(where: { flags[Int($0)] }) {
                failed |= 1 << UInt8(index)
            }
        }
        return failed
    }
}
