/// One `otf` command: its name, help and options as data, and the function that runs it.
package struct CommandSpec: Sendable {
    /// The words that name it after `otf`, such as ["catalog", "import"].
    package var path: [String]
    /// One line for the command list.
    package var summary: String
    /// Extra help shown by `--help`, or "".
    package var discussion: String
    /// Plain arguments it takes.
    package var positionals: PositionalSpec
    /// Options it takes (besides `--help`).
    package var options: [OptionSpec]
    /// Runs the command with parsed arguments.
    package var run: @Sendable (ParsedArguments, CommandContext) throws -> ExitStatus

    /// Creates a command.
    package init(
        path: [String], summary: String, discussion: String = "", positionals: PositionalSpec = .none,
        options: [OptionSpec] = [],
        run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> ExitStatus
    ) {
        self.path = path
        self.summary = summary
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
        self.run = run
    }

    /// "otf catalog import".
    package var invocation: String { (["otf"] + path).joined(separator: " ") }

    /// The usage line, such as `otf show ID [--catalog DIR] [--json]`.
    package var usage: String {
        var parts = [invocation]
        if !positionals.synopsis.isEmpty { parts.append(positionals.synopsis) }
        for option in options {
            if case .repeatedValue = option.kind {
                parts.append("[\(option.synopsis)]…")
            } else {
                parts.append("[\(option.synopsis)]")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    package var help: String {
        var lines = [summary, "", "Usage: \(usage)"]
        if !discussion.isEmpty { lines += ["", discussion] }
        let rows = options.map { ($0.synopsis, $0.help) } + [("-h, --help", "show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        lines += ["", "Options:"]
        lines += rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + "  " + $0.1 }
        return lines.joined(separator: "\n")
    }
}
