import ExerciseCatalog
import ExerciseSearch

/// `otf search [QUERY…]`: the ranked search every front end uses, as a list or JSON.
let searchCommand = CommandSpec(
    path: ["search"],
    summary: "Search exercises by name, muscle, equipment, creator or cue; typos and shorthand welcome",
    discussion: """
        The query's words are matched in any field and in any order ("trx row", "db high row", "sqaut"); \
        the last word also matches as a beginning. Without a query every exercise is listed A–Z. \
        Filters take the values `otf facets` lists; several values of one filter mean any of them.
        """,
    positionals: PositionalSpec("[QUERY…]", minimum: 0, maximum: nil),
    options: [.catalog] + OptionSpec.facetFilters + [.limit, .json]
) { arguments, context in
    let (catalog, _) = try context.loadCatalog(arguments)
    let index = SearchIndex(exercises: catalog.exercises)
    let query = arguments.positionals.joined(separator: " ")
    let filters = try SearchFilterOptions.filters(from: arguments, index: index)
    let hasQuery = query.contains { !$0.isWhitespace }
    let limit = try SearchFilterOptions.limit(from: arguments, hasQuery: hasQuery)
    context.announce(catalog)
    let report = SearchReport(results: index.search(query, filters: filters), limit: limit)
    if arguments.has("json") {
        try context.writeJSON(report)
    } else {
        report.lines(highlighting: context.allowsColor).forEach(context.console.line)
    }
    return .success
}
