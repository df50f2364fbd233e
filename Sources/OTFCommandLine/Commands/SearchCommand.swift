internal import ExerciseCatalog
internal import ExerciseDirectory
internal import ExerciseSearch

/// The `--category X`… options of `otf search`, one per facet, in facet order.
let facetOptions: [(facet: Facet, option: OptionSpec)] = [
    (
        .category,
        OptionSpec("category", .repeatedValue(placeholder: "X"), help: "only this category (repeatable)")
    ),
    (
        .muscleGroup,
        OptionSpec("muscle", .repeatedValue(placeholder: "X"), help: "only this muscle group (repeatable)")
    ),
    (
        .equipment,
        OptionSpec("equipment", .repeatedValue(placeholder: "X"), help: "only this equipment (repeatable)")
    ),
    (
        .platform,
        OptionSpec(
            "platform", .repeatedValue(placeholder: "X"), help: "only demos on this platform (repeatable)")
    ),
    (
        .creator,
        OptionSpec(
            "creator", .repeatedValue(placeholder: "X"), help: "only demos by this creator (repeatable)")
    ),
]

/// `otf search`: find exercises by words in any field, with filters; a table or one JSON object.
let searchCommand = CommandSpec(
    path: ["search"],
    summary: "Search exercises: typo-tolerant, any field, with filters and facet counts",
    discussion: """
        Every word is matched on its own in the name, muscles, equipment, category, movement, creator \
        and cues; the last word also as a prefix; small typos are forgiven. Within one filter any value \
        may match; different filters must all match. Filter values are matched like search words \
        (plurals, db, kb, …). Without words, lists everything in A–Z order. The table (name, category, \
        demos, equipment; with --ids the id first) fits the terminal or $COLUMNS; long output goes \
        through $PAGER (default less -FRX) on a terminal. `otf show NAME` or `otf show ID` shows one \
        result.
        """,
    positionals: PositionalSpec("[QUERY…]", minimum: 0, maximum: nil),
    options: [.catalog] + facetOptions.map(\.option) + [.limit, .ids, .json]
) { arguments, context in
    let limit = try arguments.value(.limit).map { text throws(UsageError) in
        try ArgumentParser.positiveNumber(text, of: .limit)
    }
    let indexed = try context.loadIndexedCatalog(arguments)
    let (catalog, index) = (indexed.catalog, indexed.index)
    defer { context.keepUntilExit(indexed) }
    let filters = try SearchCommandFilters.parse(arguments, index: index)
    context.announce(catalog)
    let query = arguments.positionals.joined(separator: " ")
    let results = index.search(query, filters: filters)
    if arguments.has(.json) {
        try context.writeJSON(SearchJSON(results: results, limit: limit))
    } else {
        let table = SearchTable(
            results: results, limit: limit, showsIDs: arguments.has(.ids), usesColor: context.allowsColor,
            width: context.outputWidth)
        context.writePaged(table.lines)
    }
    return .success
}

extension OptionSpec {
    /// `--limit N` of `otf search`.
    fileprivate static let limit = OptionSpec(
        "limit", .value(placeholder: "N"), help: "show at most N results")
    /// `--ids` of `otf search`.
    fileprivate static let ids = OptionSpec(
        "ids", .flag, help: "show each result's id (for otf show and scripts)")
}

/// The filters given on the command line, each checked against the catalog's own values.
enum SearchCommandFilters {
    /// The filters, or a usage error naming the unknown value and listing the valid ones.
    static func parse(_ arguments: ParsedArguments, index: SearchIndex) throws -> SearchFilters {
        var filters = SearchFilters.none
        var allOptions: [Facet: [FacetOption]]?
        for (facet, option) in facetOptions {
            for text in arguments.allValues(option) {
                guard let value = index.canonicalValue(text, in: facet) else {
                    let options = allOptions ?? index.search("").facets
                    allOptions = options
                    let valid = (options[facet] ?? []).map { "\($0.value) (\($0.label))" }
                    throw UsageError(
                        "unknown --\(option.name) \"\(EchoedText.quoted(text))\"; valid values",
                        choices: valid)
                }
                filters.select(value, in: facet)
            }
        }
        return filters
    }
}
