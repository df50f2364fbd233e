/// `otf catalog path`: which catalog is in use and why.
let catalogPathCommand = CommandSpec(
    path: ["catalog", "path"],
    summary: "Show which catalog is in use and why",
    options: [.catalog]
) { arguments, context in
    let (catalog, reason) = try context.loadCatalog(arguments)
    switch catalog.origin {
    case .directory(let path): context.console.line("\(path)  (\(reason))")
    case .embeddedSample: context.console.line("built-in sample  (\(reason))")
    }
    return .success
}
