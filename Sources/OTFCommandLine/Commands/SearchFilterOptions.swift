import ExerciseCatalog
import ExerciseSearch

extension OptionSpec {
    /// The repeatable `--category X`, `--muscle X`, `--equipment X`, `--platform X`, `--creator X`.
    static let facetFilters: [OptionSpec] = Facet.allCases.map { facet in
        OptionSpec(
            facet.rawValue, .repeatedValue(placeholder: "X"), help: SearchFilterOptions.help(for: facet))
    }

    /// `--limit N`.
    static let limit = OptionSpec(
        "limit", .value(placeholder: "N"),
        help: "show at most N results (default 20 with a query, all without)")
}

/// Turns the filter and limit options of `otf search` into search filters, checking every value.
enum SearchFilterOptions {
    /// Results shown for a query when `--limit` is not given.
    static let defaultLimit = 20

    /// The help line of a facet's option.
    static func help(for facet: Facet) -> String {
        switch facet {
        case .category: "only this category, such as upper_body (repeat for any of several)"
        case .muscleGroup: "only exercises working this muscle group, such as glutes (repeatable)"
        case .equipment: "only exercises using this equipment, such as \"TRX straps\" (repeatable)"
        case .platform: "only exercises with a demo on instagram or tiktok (repeatable)"
        case .creator: "only exercises with a demo by this creator: id, handle or name (repeatable)"
        }
    }

    /// The filters the options ask for; a value that names no option of its facet is a usage error
    /// listing the valid values (see `otf facets`).
    static func filters(from arguments: ParsedArguments, index: SearchIndex) throws -> SearchFilters {
        var filters = SearchFilters()
        for facet in Facet.allCases {
            for value in arguments.allValues(facet.rawValue) {
                guard index.canonicalValue(value, in: facet) != nil else {
                    let valid = index.search("").facets[facet, default: []].map(\.value)
                    throw UsageError(
                        "unknown \(facet.rawValue) \"\(TerminalText.sanitized(value))\"; valid values: "
                            + valid.map(TerminalText.sanitized).joined(separator: ", "))
                }
                filters.select(value, in: facet)
            }
        }
        return filters
    }

    /// The number of results to show: `--limit N`, else ``defaultLimit`` with a query and all without.
    static func limit(from arguments: ParsedArguments, hasQuery: Bool) throws -> Int? {
        guard let text = arguments.value("limit") else {
            return hasQuery ? defaultLimit : nil
        }
        guard let limit = Int(text), limit > 0 else {
            throw UsageError(
                "--limit needs a whole number of at least 1, not \"\(TerminalText.sanitized(text))\"")
        }
        return limit
    }
}
