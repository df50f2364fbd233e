internal import ExerciseCatalog
internal import TerminalKit

/// `otf catalog path`: which catalog is in use and why.
let catalogPathCommand = CommandSpec(
    path: ["catalog", "path"],
    summary: "Show which catalog is in use and why",
    discussion: "Order: --catalog DIR, $OTF_CATALOG, the installed catalog, the built-in sample.",
    options: [.catalog]
) { arguments, context in
    switch try context.locateCatalog(arguments) {
    case .directory(let path, let reason):
        context.console.line(TerminalText.escaped(path) + "  (\(reason))")
    case .embeddedSample(let reason):
        context.console.line("built-in sample  (\(reason))")
    }
    return .success
}
