/// The completion scripts `otf completions bash|zsh|fish` prints, generated from the command table.
///
/// Commands, groups (`catalog import|verify|path|lint`) and options come from the table, embedded in
/// the script; filter values (`--category`, `--muscle`, …) are asked for at completion time from the
/// same `otf` the line names, with the `--catalog DIR` already typed, as `otf completions --values
/// NAME`, so they are always those of the catalog that command would use.
///
/// A value is data, never code: the scripts read it line by line and compare it as text, case
/// ignored; no script hands a value to a word list the shell expands (`compgen -W`), and each shell
/// quotes what it inserts (bash with `printf %q`, zsh's `compadd` and fish themselves).
struct ShellCompletion {
    /// The commands, global options and their order, as the parser sees them.
    var tool: CommandLineTool

    /// The script for `shell` (one of ``CompletionValues/shells``).
    func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// Every command path and every group on the way to one, such as "catalog" and "catalog import".
    var prefixes: [String] {
        var seen: [String] = []
        for command in tool.commands {
            for length in 1...command.path.count {
                let prefix = command.path.prefix(length).joined(separator: " ")
                if !seen.contains(prefix) { seen.append(prefix) }
            }
        }
        return seen
    }

    /// The words that may follow `group` (a command path prefix) to name a command.
    func nextWords(after group: [String]) -> [String] {
        var words: [String] = []
        for command in tool.commands
        where command.path.count > group.count && command.path.starts(with: group) {
            let word = command.path[group.count]
            if !words.contains(word) { words.append(word) }
        }
        return words
    }

    /// Every option of every command, and the global ones, each once.
    var allOptions: [OptionSpec] {
        var options: [OptionSpec] = []
        for option in tool.globalOptions + tool.commands.flatMap(\.options)
        where !options.contains(where: { $0.name == option.name }) {
            options.append(option)
        }
        return options
    }
}
