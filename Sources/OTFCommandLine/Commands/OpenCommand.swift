internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalDirectory
internal import TerminalKit

/// `otf open ID|NAME… [--video N]`: open an exercise's demo with the system opener, or print its link.
let openCommand = CommandSpec(
    path: ["open"],
    summary: "Open an exercise's demo video with the system opener (or print its link)",
    discussion: """
        ID|NAME names the exercise as for `otf show`. The first demo opens, or the Nth as `otf show` \
        numbers them. Only links that pass the allow-list open; the sample's placeholders never do. The \
        opener is xdg-open (Linux, with DISPLAY or WAYLAND_DISPLAY set) or open (macOS, outside SSH), or \
        the command in $OTF_OPENER; without one the link is printed instead, with the reason. An opener \
        that fails (exits with a status other than 0 within 5 seconds) is an error naming its status, \
        with the link printed instead; one otf cannot wait for is said to have perhaps not opened, with the \
        link printed too.
        """,
    positionals: PositionalSpec("ID|NAME…", minimum: 1, maximum: nil),
    options: [.catalog, .video]
) { arguments, context in
    let number =
        try arguments.value(.video).map { text throws(UsageError) in
            try ArgumentParser.positiveNumber(text, of: .video)
        } ?? 1
    let indexed = try context.loadIndexedCatalog(arguments)
    let catalog = indexed.catalog
    defer { context.keepUntilExit(indexed) }
    context.announce(catalog)
    let exercise = try lookUpExercise(arguments.positionals.joined(separator: " "), in: indexed)
    let clean = TerminalText.sanitized
    let name = clean(exercise.name)
    switch DemoChoice.choose(number, of: exercise, in: catalog) {
    case .noSuchDemo(let number, let count):
        throw CommandFailure("\(name): " + DemoChoice.noSuchDemoMessage(number: number, count: count))
    case .refused(let reason, let video, let number):
        throw CommandFailure("\(name), demo \(number): link not opened (\(reason)): \(clean(video.url))")
    case .open(let url, let video, let number):
        let demo = "\(name), demo \(number) (\(video.source.label) · \(clean(video.creator.displayName)))"
        switch OpenerChoice.choose(environment: context.environment) {
        case .opener(let opener):
            let program = opener.programName
            switch opener.open(url, waiting: SystemOpener.watchSeconds) {
            case .notStarted:
                context.console.line(clean(url))
                throw CommandFailure("could not start \(program); the link is printed instead")
            case .exited(let status) where status != 0:
                context.console.line(clean(url))
                throw CommandFailure(
                    SystemOpener.Outcome.failure(program: program, status: status)
                        + " to open \(demo); the link is printed instead")
            case .unwatched(let reason):
                context.console.line(clean(url))
                context.console.errorLine(
                    "otf: started \(program) for \(demo), but \(clean(reason)), so it may not have opened; "
                        + "the link is printed too")
            case .exited, .running:
                context.console.line("Opened \(demo): \(clean(url))")
            }
        case .unavailable(let reason):
            context.console.line(clean(url))
            context.console.errorLine("otf: not opened: \(reason); the link of \(demo) is printed instead")
        }
    }
    return .success
}

extension OptionSpec {
    /// `--video N` of `otf open`.
    fileprivate static let video = OptionSpec(
        "video", .value(placeholder: "N"), help: "open demo N as `otf show` numbers them (default 1)")
}
