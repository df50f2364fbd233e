internal import ExerciseCatalog

/// The `otf` program: finds the command named by the arguments, parses its options and runs it.
///
/// Before the command, the arguments may give the global options (`otf --catalog DIR search …`, passed to
/// the command as if given after it), `-h`/`--help`/`help [COMMAND…]` or `-v`/`--version`. A word that
/// starts several commands' paths (`catalog`) is a group: `otf catalog --help` lists its commands.
package struct CommandLineTool: Sendable {
    /// The version printed by `otf --version`.
    package static let version = "0.1.0"

    /// Every command, in the order `otf --help` lists them.
    package var commands: [CommandSpec]
    /// The command run when no command is named: with no arguments on a terminal, or with options only.
    package var defaultCommand: [String]?
    /// The options that may also come before the command's name.
    package var globalOptions: [OptionSpec]

    /// Creates a tool with the given commands, default command path and global options.
    package init(commands: [CommandSpec], defaultCommand: [String]? = nil, globalOptions: [OptionSpec] = []) {
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.globalOptions = globalOptions
    }

    /// Runs `arguments` (without the program name) and returns the exit status; never throws or traps.
    package func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
        let console = context.console
        let (global, flags, rest) = splitGlobalOptions(arguments)
        if flags.contains(where: { ["-v", "--version"].contains($0) }) {
            console.line("otf \(Self.version)")
            return .success
        }
        if !flags.isEmpty {
            return help(rest.first == "help" ? Array(rest.dropFirst()) : rest, console: console)
        }
        if let defaultCommand,
            rest.isEmpty ? console.outputIsTerminal || !global.isEmpty : Self.isOptionsOnly(rest)
        {
            return run(defaultCommand, global + rest, context: context)
        }
        if rest.isEmpty {
            console.line(overview)
            return .success
        }
        if rest[0] == "help" {
            return help(Array(rest.dropFirst()), console: console)
        }
        guard let command = command(for: rest) else {
            return unknownCommand(rest, console: console)
        }
        return run(command.path, global + rest.dropFirst(command.path.count), context: context)
    }

    /// Runs the command at `path` with `arguments` (after its name).
    private func run(_ path: [String], _ arguments: [String], context: CommandContext) -> ExitStatus {
        let console = context.console
        guard let command = commands.first(where: { $0.path == path }) else {
            preconditionFailure("no command \(path)")
        }
        do {
            let parsed = try ArgumentParser.parse(
                arguments, options: command.options, positionals: command.positionals)
            if parsed.wantsHelp {
                console.line(command.help)
                return .success
            }
            return try command.run(parsed, context)
        } catch let error as UsageError {
            console.errorLine("\(command.invocation): \(error.message)\nUsage: \(command.usage)")
            console.errorLine("Run `\(command.invocation) --help` for more.")
            return .usage
        } catch let failure as CommandFailure {
            console.errorLine("otf: \(failure.message)")
            return failure.status
        } catch {
            console.errorLine("otf: \(error)")
            return .failure
        }
    }

    /// The options of the program itself: `-h`/`--help` and `-v`/`--version`.
    static let programFlags = ["-h", "--help", "-v", "--version"]

    /// The leading options, parsed as options before any command word: the global ones (each with its
    /// value), the program's own flags (``programFlags``) in any order among them, and the arguments
    /// after them, so `otf -v search` and `otf --version --catalog DIR` ask for the version.
    func splitGlobalOptions(_ arguments: [String]) -> (global: [String], flags: [String], rest: [String]) {
        var global: [String] = []
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if Self.programFlags.contains(argument) {
                flags.append(argument)
                index += 1
            } else if globalOptions.contains(where: { argument.hasPrefix("--\($0.name)=") }) {
                global.append(argument)
                index += 1
            } else if let option = globalOptions.first(where: { argument == "--\($0.name)" }) {
                let takesValue = option.kind != .flag
                guard !takesValue || index + 1 < arguments.count else { break }
                global += arguments[index..<(index + (takesValue ? 2 : 1))]
                index += takesValue ? 2 : 1
            } else {
                break
            }
        }
        return (global, flags, Array(arguments[index...]))
    }

    /// True when the arguments start with an option, such as `otf --json` (the program's own flags are
    /// taken before).
    static func isOptionsOnly(_ arguments: [String]) -> Bool {
        arguments.first?.hasPrefix("-") ?? false
    }

    /// The command whose full path starts the arguments, preferring the longest path.
    func command(for arguments: [String]) -> CommandSpec? {
        commands
            .filter { arguments.starts(with: $0.path) }
            .max { $0.path.count < $1.path.count }
    }

    /// The commands whose paths start with `group` and are longer, such as `catalog`'s.
    func commands(in group: [String]) -> [CommandSpec] {
        commands.filter { $0.path.count > group.count && $0.path.starts(with: group) }
    }

    /// `otf help WORDS…`: the overview, a command's help or a group's commands.
    private func help(_ words: [String], console: Console) -> ExitStatus {
        if words.isEmpty {
            console.line(overview)
        } else if let command = commands.first(where: { $0.path == words }) {
            console.line(command.help)
        } else if !commands(in: words).isEmpty {
            console.line(groupHelp(words))
        } else {
            let name = EchoedText.quoted(words.joined(separator: " "))
            console.errorLine("otf help: no command \"\(name)\"\n\n\(overview)")
            return .usage
        }
        return .success
    }

    /// A command line that names no command: a group's help when it names a group, else a usage error.
    private func unknownCommand(_ arguments: [String], console: Console) -> ExitStatus {
        var group: [String] = []
        while group.count < arguments.count, !commands(in: group + [arguments[group.count]]).isEmpty {
            group.append(arguments[group.count])
        }
        if !group.isEmpty {
            let next = arguments.dropFirst(group.count).first
            if next == "-h" || next == "--help" {
                console.line(groupHelp(group))
                return .success
            }
            let invocation = (["otf"] + group).joined(separator: " ")
            let problem =
                next.map { "unknown command \"\(EchoedText.quoted($0))\"" } ?? "missing command"
            console.errorLine("\(invocation): \(problem)\n\n\(groupHelp(group))")
            return .usage
        }
        let word = arguments.first { !$0.hasPrefix("-") } ?? arguments[0]
        var message = "otf: unknown command \"\(EchoedText.quoted(word))\""
        if let closest = closestCommandWord(to: word) { message += " (did you mean \"\(closest)\"?)" }
        console.errorLine("\(message)\n\n\(overview)")
        return .usage
    }

    /// The first word of a command that `word` looks like a misspelling of, if any.
    private func closestCommandWord(to word: String) -> String? {
        let firstWords = commands.compactMap(\.path.first).reduce(into: [String]()) { words, next in
            if !words.contains(next) { words.append(next) }
        }
        guard word.count <= 40 else { return nil }
        let closest = firstWords.min {
            EditDistance.levenshtein($0, word) < EditDistance.levenshtein($1, word)
        }
        return closest.flatMap { EditDistance.levenshtein($0, word) <= max(1, word.count / 3) ? $0 : nil }
    }

    /// The text of `otf --help`: what it is, then one line per command.
    package var overview: String {
        let global = globalOptions.map { "[\($0.synopsis)] " }.joined()
        return
            (["otf — look up OTF-style floor exercises and their demo videos, offline.", ""]
            + ["Usage: otf \(global)COMMAND [OPTIONS]", "", "Commands:"] + commandRows(commands)
            + [
                "", "Run `otf help COMMAND` or `otf COMMAND --help` for a command's options.",
                "otf -v or --version prints the version.",
            ])
            .joined(separator: "\n")
    }

    /// The text of `otf catalog --help`: the group's commands, one line each.
    func groupHelp(_ group: [String]) -> String {
        let invocation = (["otf"] + group).joined(separator: " ")
        return
            (["Usage: \(invocation) COMMAND [OPTIONS]", "", "Commands:"] + commandRows(commands(in: group))
            + ["", "Run `otf help \(group.joined(separator: " ")) COMMAND` for a command's options."])
            .joined(separator: "\n")
    }

    /// One aligned line per command: its invocation and summary.
    private func commandRows(_ listed: [CommandSpec]) -> [String] {
        let width = listed.map(\.invocation.count).max() ?? 0
        return listed.map {
            "  " + $0.invocation + String(repeating: " ", count: width - $0.invocation.count) + "  "
                + $0.summary
        }
    }
}
