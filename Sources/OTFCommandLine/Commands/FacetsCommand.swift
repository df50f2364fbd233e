internal import ExerciseCatalog
internal import ExerciseDirectory
internal import ExerciseSearch
internal import TerminalKit

/// `otf facets`: every filter with its options, labels and how many exercises each has.
let facetsCommand = CommandSpec(
    path: ["facets"],
    summary: "List every filter's options with labels and counts",
    options: [.catalog, .json]
) { arguments, context in
    let indexed = try context.loadIndexedCatalog(arguments)
    let (catalog, index) = (indexed.catalog, indexed.index)
    defer { context.keepUntilExit(indexed) }
    context.announce(catalog)
    let facets = index.search("").facets
    if arguments.has(.json) {
        try context.writeJSON(FacetOptionJSON.byFacet(facets))
    } else {
        var lines: [String] = []
        for (facet, option) in facetOptions {
            lines.append(facet.title + "  (--\(option.name))")
            for choice in facets[facet] ?? [] {
                let label = TerminalText.sanitized(choice.label)
                let value = TerminalText.sanitized(choice.value)
                lines.append(
                    "  \(label) (\(Wording.groupedNumber(choice.count)))"
                        + (label == value ? "" : "  = \(value)"))
            }
        }
        context.writePaged(lines)
    }
    return .success
}
