internal import CatalogMaintenance
internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalKit

/// `otf catalog verify [DIR]`: check an installed catalog against its manifest, files and link rules.
let catalogVerifyCommand = CommandSpec(
    path: ["catalog", "verify"],
    summary: "Check a catalog: manifest hash, thumbnails, link allow-list",
    discussion: """
        Without DIR, checks the catalog in use (the built-in sample too). Exits with 1 when there are \
        errors (an empty exercise list is one, as import says); videos without a thumbnail and text cut \
        to its length limit are warnings. For an exercise list it could read, also says whether the \
        search snapshot can be used (when it cannot, search reads exercises.json instead; importing \
        again rebuilds it).
        """,
    positionals: PositionalSpec("[DIR]", minimum: 0, maximum: 1, arePaths: true),
    options: [.catalog, .all]
) { arguments, context in
    let report: CatalogVerificationReport
    var hasFolder = true
    if let given = arguments.positionals.first {
        report = CatalogVerifier().verify(directory: given)
    } else {
        switch try context.locateCatalog(arguments) {
        case .directory(let path, _):
            report = CatalogVerifier().verify(directory: path)
        case .embeddedSample:
            report = CatalogVerifier().verify(SampleCatalog.load(), name: "built-in sample")
            hasFolder = false
        }
    }
    let directory = report.directory
    let warningLimit = arguments.has(.all) ? Int.max : 10
    for problem in report.errors {
        context.console.line("error: " + TerminalText.sanitized(problem.description))
    }
    for problem in report.warnings.prefix(warningLimit) {
        context.console.line("warning: " + TerminalText.sanitized(problem.description))
    }
    if report.warnings.count > warningLimit {
        context.console.line("… and \(report.warnings.count - warningLimit) more warnings (--all lists them)")
    }
    switch report.snapshot {
    case _ where !hasFolder:
        context.console.line("search snapshot: none (the built-in sample is indexed when it is loaded)")
    case .notUsed(let reason):
        context.console.line(
            "search snapshot: not used (\(TerminalText.sanitized(reason))); `otf catalog import` makes a new one"
        )
    case .notChecked:
        context.console.line("search snapshot: not checked (the exercise list could not be read)")
    case .current:
        context.console.line("search snapshot: current")
    }
    let errors = Wording.count(report.errors.count, singular: "error", plural: "errors")
    let warnings = Wording.count(report.warnings.count, singular: "warning", plural: "warnings")
    context.console.line("\(EchoedText.path(directory)): \(errors), \(warnings)")
    return report.hasErrors ? .failure : .success
}

extension OptionSpec {
    /// `--all` of `otf catalog verify`.
    fileprivate static let all = OptionSpec("all", .flag, help: "list every warning, not only the first few")
}
