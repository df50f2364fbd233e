internal import CatalogMaintenance
internal import ExerciseCatalog

/// `otf catalog lint [DIR]`: the data-quality report for the people who maintain the catalog.
let catalogLintCommand = CommandSpec(
    path: ["catalog", "lint"],
    summary: "Report data-quality problems in a catalog before an import",
    discussion: """
        Reads the catalog folder or web-directory checkout DIR (default: the catalog in use, see
        `otf catalog path`) and runs every rule, or only those named with --rule. Exits with 1 when a
        finding reaches the --fail-on level (default: error), else 0. The rules are documented in
        Documentation/CatalogLint.md.

        Rules: \(CatalogLint.ruleNames.joined(separator: ", "))
        """,
    positionals: PositionalSpec("[DIR]", minimum: 0, maximum: 1, arePaths: true),
    options: [.catalog, .json, .rule, .failOn]
) { arguments, context in
    let rules = try lintRules(named: arguments.allValues(.rule))
    let failLevel = try lintFailLevel(arguments.value(.failOn))
    let catalog = try lintedCatalog(arguments, context: context)
    let report = CatalogLint.run(catalog, rules: rules)
    if arguments.has(.json) {
        context.console.line(try LintJSONReport.render(report, failLevel: failLevel))
    } else {
        context.writePaged(LintTextReport.render(report, failLevel: failLevel).components(separatedBy: "\n"))
    }
    return report.fails(at: failLevel) ? .failure : .success
}

extension OptionSpec {
    /// `--rule NAME` of `otf catalog lint`.
    fileprivate static let rule = OptionSpec(
        "rule", .repeatedValue(placeholder: "NAME"), help: "run only this rule (repeatable)")
    /// `--fail-on LEVEL` of `otf catalog lint`.
    fileprivate static let failOn = OptionSpec(
        "fail-on", .value(placeholder: "LEVEL"),
        help: "exit 1 from this severity on: error (default), warning or never")
}

/// The rules called `names` in the order given (repeats dropped), or every rule when none is named.
private func lintRules(named names: [String]) throws(UsageError) -> [any LintRule] {
    guard !names.isEmpty else {
        return CatalogLint.rules
    }
    var seen: Set<String> = []
    return try names.filter { seen.insert($0).inserted }.map { name throws(UsageError) in
        guard let rule = CatalogLint.rule(named: name) else {
            throw UsageError(
                "unknown rule \"\(EchoedText.quoted(name))\"; valid rules", choices: CatalogLint.ruleNames)
        }
        return rule
    }
}

/// The --fail-on level; error when not given.
private func lintFailLevel(_ value: String?) throws(UsageError) -> LintFailLevel {
    guard let value else {
        return .error
    }
    guard let level = LintFailLevel(rawValue: value) else {
        throw UsageError("--fail-on takes error, warning or never, not \"\(EchoedText.quoted(value))\"")
    }
    return level
}

/// The catalog in DIR when given, else the one `otf catalog path` would name.
private func lintedCatalog(_ arguments: ParsedArguments, context: CommandContext) throws -> Catalog {
    guard let directory = arguments.positionals.first else {
        return try context.loadCatalog(arguments).catalog
    }
    guard arguments.value(.catalog) == nil else {
        throw UsageError("give the catalog as DIR or with --catalog, not both")
    }
    do {
        return try CatalogLoader.load(directory: directory)
    } catch {
        throw CommandFailure(error.description)
    }
}
