import ExerciseCatalog
import ExerciseSearch
import TerminalKit

/// `otf facets`: every filter value of the catalog with its number of exercises.
let facetsCommand = CommandSpec(
    path: ["facets"],
    summary: "List the values `otf search` can filter by, with how many exercises have each",
    options: [.catalog, .json]
) { arguments, context in
    let (catalog, _) = try context.loadCatalog(arguments)
    context.announce(catalog)
    let facets = SearchIndex(exercises: catalog.exercises).search("").facets
    if arguments.has("json") {
        try context.writeJSON(SearchReport.facetsJSON(facets))
    } else {
        FacetsText.lines(facets).forEach(context.console.line)
    }
    return .success
}

/// The text `otf facets` prints: one block per facet, one line per value.
enum FacetsText {
    /// The heading of each facet, with the option that filters by it.
    static func heading(_ facet: Facet) -> String {
        let name =
            switch facet {
            case .category: "Category"
            case .muscleGroup: "Muscle group"
            case .equipment: "Equipment"
            case .platform: "Platform"
            case .creator: "Creator"
            }
        return "\(name) (--\(facet.rawValue))"
    }

    /// The lines for `facets`: label, the value to pass when it is not the label in other letter case,
    /// and the count.
    static func lines(_ facets: [Facet: [FacetOption]]) -> [String] {
        var lines: [String] = []
        for facet in Facet.allCases {
            if !lines.isEmpty {
                lines.append("")
            }
            lines.append(heading(facet))
            let options = facets[facet, default: []]
            let names = options.map { option in
                let label = TerminalText.sanitized(option.label)
                let value = TerminalText.sanitized(option.value)
                return label.lowercased() == value.lowercased() ? label : "\(label) (\(value))"
            }
            let width = names.map { DisplayWidth.width(of: $0) }.max() ?? 0
            for (name, option) in zip(names, options) {
                lines.append(
                    "  " + DisplayWidth.pad(name, toWidth: width) + "  " + Wording.groupedNumber(option.count)
                )
            }
        }
        return lines
    }
}
