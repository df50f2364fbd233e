/// The `otf` program: finds the command named by the arguments, parses its options and runs it.
public struct CommandLineTool: Sendable {
    /// The version printed by `otf --version`.
    public static let version = "0.1.0"

    /// Every command, in the order `otf --help` lists them.
    public var commands: [CommandSpec]
    /// The command run when no command is named: with no arguments on a terminal, or with options only.
    public var defaultCommand: [String]?

    /// Creates a tool with the given commands and, optionally, a default command's path.
    public init(commands: [CommandSpec], defaultCommand: [String]? = nil) {
        self.commands = commands
        self.defaultCommand = defaultCommand
    }

    /// Runs `arguments` (without the program name) and returns the exit status; never throws or traps.
    public func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
        let console = context.console
        if let defaultCommand, arguments.isEmpty ? console.outputIsTerminal : Self.isOptionsOnly(arguments) {
            return run(defaultCommand + arguments, context: context)
        }
        if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            console.line(overview)
            return .success
        }
        if arguments == ["--version"] {
            console.line("otf \(Self.version)")
            return .success
        }
        guard let command = command(for: arguments) else {
            let word = arguments.first { !$0.hasPrefix("-") } ?? arguments[0]
            console.errorLine("otf: unknown command \"\(word)\"\n\n\(overview)")
            return .usage
        }
        let rest = Array(arguments.dropFirst(command.path.count))
        do {
            let parsed = try ArgumentParser.parse(
                rest, options: command.options, positionals: command.positionals)
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

    /// True when the arguments start with an option that is not `--help` or `--version`, such as
    /// `otf --catalog DIR`.
    static func isOptionsOnly(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return first.hasPrefix("-") && !["-h", "--help", "--version"].contains(first)
    }

    /// The command whose full path starts the arguments, preferring the longest path.
    func command(for arguments: [String]) -> CommandSpec? {
        commands
            .filter { arguments.starts(with: $0.path) }
            .max { $0.path.count < $1.path.count }
    }

    /// The text of `otf --help`: what it is, then one line per command.
    public var overview: String {
        let width = commands.map(\.invocation.count).max() ?? 0
        let rows = commands.map {
            "  " + $0.invocation + String(repeating: " ", count: width - $0.invocation.count) + "  "
                + $0.summary
        }
        return
            (["otf — look up OTF-style floor exercises and their demo videos, offline.", ""]
            + ["Usage: otf COMMAND [OPTIONS]", "", "Commands:"] + rows
            + ["", "Run `otf COMMAND --help` for a command's options.", "otf --version prints the version."])
            .joined(separator: "\n")
    }
}
