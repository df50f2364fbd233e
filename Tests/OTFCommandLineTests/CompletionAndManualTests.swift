import Foundation
import Testing

@testable import OTFCommandLine

/// Runs `program` with `arguments` and returns its standard output; standard error is discarded.
private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The first of `paths` that is a program, or nil.
private func program(_ paths: [String]) -> String? {
    paths.first { FileManager.default.isExecutableFile(atPath: $0) }
}

private let bash = program(["/bin/bash", "/usr/bin/bash"])
private let zsh = program(["/usr/bin/zsh", "/bin/zsh"])
private let fish = program(["/usr/bin/fish", "/usr/local/bin/fish"])

@Suite struct CompletionAndManualTests {
    private let tool = OTFProgram.tool
    private var completion: ShellCompletion { ShellCompletion(tool: tool) }

    /// What the bash script offers for `words` (the last being completed), one entry a line.
    private func bashReply(_ words: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-bash-\(UUID().uuidString)")
        try Data(completion.bash.utf8).write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snippet = """
            source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _otf
            complete -p otf; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try run(try #require(bash), ["-c", snippet, "bash", folder.path] + words)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "complete -F _otf otf")
        return Array(lines.dropFirst())
    }

    @Test("bash offers every command of the table, the catalog group's commands and every option")
    func bashCoversTheTable() throws {
        #expect(
            try bashReply(["otf", ""])
                == [
                    "browse", "search", "facets", "stats", "show", "open", "catalog", "workout",
                    "completions",
                    "manual", "help",
                ])
        #expect(try bashReply(["otf", "catalog", ""]) == ["import", "verify", "path", "lint"])
        #expect(try bashReply(["otf", "catalog", "l"]) == ["lint"])
        #expect(try bashReply(["otf", "--catalog", "/tmp", "help", "catalog", "v"]) == ["verify"])
        for command in tool.commands {
            let expected = command.options.map { "--\($0.name)" } + ["--help"]
            #expect(try bashReply(["otf"] + command.path + ["--"]) == expected, "\(command.invocation)")
            for length in 1...command.path.count {
                let typed = Array(command.path.prefix(length - 1))
                let offered = try bashReply(["otf"] + typed + [""])
                #expect(offered.contains(command.path[length - 1]), "\(command.invocation)")
            }
        }
    }

    @Test("bash completes values: choices, shells, and a search word stays a search word")
    func bashCompletesValues() throws {
        #expect(try bashReply(["otf", "catalog", "lint", "--fail-on", ""]) == ["error", "warning", "never"])
        #expect(try bashReply(["otf", "completions", "f"]) == ["fish"])
        #expect(try bashReply(["otf", "completions", "--values", "mu"]) == ["muscle"])
        #expect(try bashReply(["otf", "search", "--limit", ""]).isEmpty)
        // "catalog" after a query word is part of the query, not the group.
        #expect(try bashReply(["otf", "search", "row", "catalog", ""]).isEmpty)
    }

    @Test("fish has a line for every command and every option, under its command's words")
    func fishCoversTheTable() {
        let lines = completion.fish.split(separator: "\n").map(String.init)
        for command in tool.commands {
            let word = command.path.last ?? ""
            #expect(lines.contains { $0.contains(" -a \(word) -d '") }, "\(command.invocation)")
            for option in command.options {
                let condition = command.path.map { "__fish_seen_subcommand_from \($0)" }.joined(
                    separator: "; and ")
                #expect(
                    lines.contains { $0.hasPrefix("complete -c otf -n '\(condition)' -l \(option.name) ") },
                    "\(command.invocation) --\(option.name)")
            }
        }
    }

    @Test("zsh and bash share the function that decides; zsh registers its own _otf with compdef")
    func zshSharesTheDecider() {
        #expect(completion.zsh.hasPrefix("#compdef otf\n"))
        #expect(completion.zsh.hasSuffix("compdef _otf otf\n"))
        #expect(!completion.zsh.contains("bashcompinit"))
        let decider = completion.bash.components(separatedBy: "_otf_complete() {")
        #expect(decider.count == 2)
        let shared = "_otf_complete() {" + (decider.last?.components(separatedBy: "# _otf: ").first ?? "")
        #expect(completion.zsh.contains(shared))
    }

    @Test("no script hands a word list to the shell to expand, and none shadows zsh's path")
    func nothingExpanded() {
        for script in [completion.bash, completion.zsh, completion.fish] {
            #expect(!script.contains("compgen -W"))
            #expect(!script.contains("$(compgen"))
            #expect(!script.contains(" path="))
        }
    }

    @Test("the zsh and fish scripts pass their shells' syntax check", .enabled(if: zsh != nil && fish != nil))
    func syntaxChecks() throws {
        // A script each shell's check refuses, so the check is seen to check.
        let checks = [
            (try #require(zsh), completion.zsh, "if ((\n"), (try #require(fish), completion.fish, "end\n"),
        ]
        for (shell, text, broken) in checks {
            for (script, passes) in [(text, true), (broken, false)] {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "otf-\(UUID().uuidString)")
                try Data(script.utf8).write(to: file)
                defer { try? FileManager.default.removeItem(at: file) }
                let status = try run(shell, ["-n", file.path]).status
                #expect((status == 0) == passes, "\(shell) -n on \(script.prefix(20))")
            }
        }
    }

    @Test("fish offers each command's options as the table has them", .enabled(if: fish != nil))
    func fishOffersOptions() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-\(UUID().uuidString).fish")
        try Data(completion.fish.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for command in tool.commands {
            let line = (["otf"] + command.path).joined(separator: " ") + " --"
            let result = try run(try #require(fish), ["-c", "source \(file.path); complete -C '\(line)'"])
            let offered = Set(result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
            let expected = Set(command.options.map { "--\($0.name)" } + ["--help"])
            #expect(offered.isSuperset(of: expected), "\(command.invocation): \(offered)")
        }
    }

    @Test("the manual has a section for every command, with each of its options")
    func manualCoversTheTable() {
        let page = ManualPage(tool: tool).text
        for command in tool.commands {
            let header = ".SS \"\(command.invocation)\"\n"
            guard let start = page.range(of: header) else {
                Issue.record("no section for \(command.invocation)")
                continue
            }
            let rest = page[start.upperBound...]
            let ends = ["\n.SS ", "\n.SH "].compactMap { rest.range(of: $0)?.lowerBound }
            let body = rest[..<(ends.min() ?? rest.endIndex)]
            #expect(body.hasPrefix(ManualPage.escaped(command.summary) + ".\n"))
            for option in command.options {
                let name = ManualPage.escaped("--" + option.name)
                #expect(body.contains(".TP\n\\fB\(name)\\fR"), "\(command.invocation) --\(option.name)")
            }
        }
    }

    @Test("roff escaping: hyphens, backslashes, a leading dot, and other than ASCII")
    func roffEscaping() {
        #expect(ManualPage.escaped("--fail-on") == "\\-\\-fail\\-on")
        #expect(ManualPage.escaped("a\\b") == "a\\eb")
        #expect(ManualPage.escaped(".hidden") == "\\&.hidden")
        #expect(ManualPage.escaped("A–Z …") == "A\\[u2013]Z \\[u2026]")
    }

    @Test("Documentation/otf.1 is what `otf manual` prints (regenerate: otf manual > Documentation/otf.1)")
    func checkedInManualIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("Documentation/otf.1"), encoding: .utf8)
        let printed = RecordingConsole.run(["manual"])
        #expect(printed.status == .success)
        #expect(file == printed.output)
    }

    @Test("completions: a shell is needed, an unknown one or filter is a usage error")
    func completionsUsage() {
        #expect(RecordingConsole.run(["completions"]).status == .usage)
        #expect(RecordingConsole.run(["completions", "tcsh"]).status == .usage)
        #expect(RecordingConsole.run(["completions", "--values", "colour"]).status == .usage)
        let values = RecordingConsole.run(["completions", "--values", "platform"])
        #expect(values.status == .success)
        #expect(values.output == "instagram\ntiktok\n")
    }
}
