internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalDirectory
internal import TerminalKit

/// `otf browse` (and `otf` alone on a terminal): the full-screen directory.
let browseCommand = CommandSpec(
    path: ["browse"],
    summary: "Open the full-screen directory: type to search, filter, open exercises and demos",
    discussion:
        "Press ? inside for the keys. Paste a workout of several lines to look up every move, as "
        + "`otf workout` does. Needs a terminal; elsewhere use `otf search QUERY`.",
    options: [.catalog]
) { arguments, context in
    let capabilities = TerminalCapabilities(
        environment: context.environment, inputIsTerminal: SystemCalls.standardInputIsTerminal,
        outputIsTerminal: context.console.outputIsTerminal)
    guard capabilities.isInteractive else {
        context.console.errorLine(
            "otf browse needs an interactive terminal (TERM set and not \"dumb\"); "
                + "use `otf search QUERY` or `otf show ID` instead.")
        return .failure
    }
    let location = try context.locateCatalog(arguments)
    let opener = OpenerChoice.choose(environment: context.environment)
    try MainActor.assumeIsolated {
        let model = DirectoryModel { try location.load() }
        try BrowserEventLoop(model: model, capabilities: capabilities, opener: opener).run()
    }
    return .success
}
