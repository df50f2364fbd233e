internal import ExerciseCatalog
internal import ExerciseSearch
internal import TerminalKit

/// `otf completions bash|zsh|fish`: a shell completion script made from the command table.
let completionsCommand: CommandSpec = CommandSpec(
    path: ["completions"],
    summary: "Print a shell completion script: bash, zsh or fish",
    discussion: """
        Completes commands, options, and filter values from the catalog in use (or the --catalog DIR on \
        the line being completed): the scripts ask `otf completions --values NAME` as you press Tab. \
        Load it with `source <(otf completions bash)` (or zsh) in your shell's startup file, or \
        `otf completions fish | source`.
        """,
    positionals: PositionalSpec("[bash|zsh|fish]", minimum: 0, maximum: 1),
    options: [.catalog, .values]
) { arguments, context in
    if let name = arguments.value(.values) {
        guard arguments.positionals.isEmpty else { throw UsageError("--values takes no shell") }
        guard let facet = facetOptions.first(where: { $0.option.name == name })?.facet else {
            let names = facetOptions.map(\.option.name).joined(separator: ", ")
            throw UsageError(
                "unknown filter \"\(EchoedText.quoted(name))\" for --values; one of: \(names)")
        }
        let indexed = try context.loadIndexedCatalog(arguments)
        defer { context.keepUntilExit(indexed) }
        for option in indexed.index.search("").facets[facet] ?? [] {
            context.console.line(TerminalText.sanitized(option.value))
        }
        return .success
    }
    guard let shell = arguments.positionals.first else {
        throw UsageError("name a shell: \(CompletionValues.shells.joined(separator: ", "))")
    }
    guard let script = ShellCompletion(tool: OTFProgram.tool).script(for: shell) else {
        throw UsageError(
            "unknown shell \"\(EchoedText.quoted(shell))\"; one of: \(CompletionValues.shells.joined(separator: ", "))"
        )
    }
    context.console.line(script)
    return .success
}

extension OptionSpec {
    /// `--values NAME` of `otf completions`.
    fileprivate static let values = OptionSpec(
        "values", .value(placeholder: "NAME"),
        help: "print a filter's values in the catalog in use, one a line (what the scripts ask for)")
}

/// `otf manual`: the otf(1) manual page, made from the command table.
let manualCommand: CommandSpec = CommandSpec(
    path: ["manual"],
    summary: "Print the otf(1) manual page (roff); `otf manual | man -l -` reads it",
    discussion:
        "Documentation/otf.1 in the repository is this page, regenerated with `otf manual > Documentation/otf.1`."
) { _, context in
    context.console.line(ManualPage(tool: OTFProgram.tool).text)
    return .success
}
