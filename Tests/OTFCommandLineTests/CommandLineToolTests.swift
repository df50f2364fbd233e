import ExerciseCatalog
import Testing

@testable import OTFCommandLine

@Suite struct CommandLineToolTests {
    private let tool = CommandLineTool(commands: [
        CommandSpec(path: ["catalog", "verify"], summary: "Verify", options: [.json]) { arguments, context in
            context.console.line(arguments.has(.json) ? "verify json" : "verify")
            return .success
        },
        CommandSpec(path: ["catalog"], summary: "Catalog") { _, _ in .success },
        CommandSpec(
            path: ["fail"], summary: "Fails", positionals: PositionalSpec("ID", minimum: 1, maximum: 1)
        ) { arguments, _ in
            throw CommandFailure("no exercise with id \"\(arguments.positionals[0])\"")
        },
    ])

    @Test func dispatchesToTheLongestMatchingCommand() {
        let result = RecordingConsole.run(["catalog", "verify", "--json"], tool: tool)
        #expect(result.status == .success)
        #expect(result.output == "verify json\n")
    }

    @Test func failuresGoToStandardErrorWithStatusOne() {
        let result = RecordingConsole.run(["fail", "nope"], tool: tool)
        #expect(result.status == .failure)
        #expect(result.output.isEmpty)
        #expect(result.error == "otf: no exercise with id \"nope\"\n")
    }

    @Test func usageErrorsExitWith64AndShowUsage() {
        let result = RecordingConsole.run(["fail"], tool: tool)
        #expect(result.status == .usage)
        #expect(
            result.error
                == "otf fail: missing argument ID\nUsage: otf fail ID\nRun `otf fail --help` for more.\n")
    }

    @Test func unknownCommandIsAUsageError() {
        let result = RecordingConsole.run(["frobnicate"], tool: tool)
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("otf: unknown command \"frobnicate\"\n"))
    }

    @Test func helpListsOptionsFromTheTable() {
        let result = RecordingConsole.run(["catalog", "verify", "--help"], tool: tool)
        #expect(result.status == .success)
        #expect(
            result.output
                == "Verify\n\nUsage: otf catalog verify [--json]\n\nOptions:\n"
                + "  --json      print JSON instead of text\n  -h, --help  show this help\n")
    }

    @Test func versionIsPrinted() {
        for flag in ["--version", "-v"] {
            let result = RecordingConsole.run([flag], tool: tool)
            #expect(result.output == "otf \(CommandLineTool.version)\n")
        }
    }

    /// Two catalog commands and one that echoes `--catalog`, with `--catalog` global and a default command.
    private let grouped = CommandLineTool(
        commands: [
            CommandSpec(
                path: ["where"], summary: "Where",
                positionals: PositionalSpec("[WORD…]", minimum: 0, maximum: nil),
                options: [.catalog]
            ) { arguments, context in
                context.console.line(
                    "catalog \(arguments.value(.catalog) ?? "none") \(arguments.positionals)")
                return .success
            },
            CommandSpec(path: ["catalog", "import"], summary: "Import") { _, _ in .success },
            CommandSpec(path: ["catalog", "path"], summary: "Path") { _, _ in .success },
        ], defaultCommand: ["where"], globalOptions: [.catalog])

    @Test func globalOptionsMayComeBeforeTheCommand() {
        #expect(
            RecordingConsole.run(["--catalog", "X", "where", "a"], tool: grouped).output
                == "catalog X [\"a\"]\n")
        #expect(RecordingConsole.run(["--catalog=Y", "where"], tool: grouped).output == "catalog Y []\n")
        #expect(RecordingConsole.run(["--catalog", "X"], tool: grouped).output == "catalog X []\n")
        let misplaced = RecordingConsole.run(["--catalog", "X", "catalog", "path"], tool: grouped)
        #expect(misplaced.status == .usage)
        #expect(misplaced.error.hasPrefix("otf catalog path: unknown option --catalog"))
    }

    @Test("the program's own options before a command are options: the version, or the command's help")
    func programOptionsBeforeACommandAreOptions() {
        for arguments in [
            ["-v", "where"], ["--version", "--catalog", "/tmp"], ["--catalog", "X", "-v", "where", "a"],
        ] {
            let result = RecordingConsole.run(arguments, tool: grouped)
            #expect(result.status == .success, "\(arguments)")
            #expect(result.output == "otf \(CommandLineTool.version)\n", "\(arguments)")
            #expect(result.error.isEmpty, "\(arguments)")
        }
        for arguments in [["-h", "where"], ["--catalog", "X", "--help", "where"], ["-h", "help", "where"]] {
            let result = RecordingConsole.run(arguments, tool: grouped)
            #expect(result.status == .success, "\(arguments)")
            #expect(result.output.hasPrefix("Where\n\nUsage: otf where"), "\(arguments): \(result.output)")
        }
    }

    @Test("otf -v search and otf --version --catalog /tmp print the version, not an unknown command")
    func theIssuesCommandLinesPrintTheVersion() {
        for arguments in [["-v", "search"], ["--version", "--catalog", "/tmp"]] {
            let result = RecordingConsole.run(arguments)
            #expect(result.status == .success, "\(arguments): \(result.error)")
            #expect(result.output == "otf \(CommandLineTool.version)\n")
        }
    }

    @Test func helpNamesACommandOrAGroup() {
        #expect(
            RecordingConsole.run(["help", "catalog", "import"], tool: grouped).output
                == "Import\n\nUsage: otf catalog import\n\nOptions:\n  -h, --help  show this help\n")
        let group =
            "Usage: otf catalog COMMAND [OPTIONS]\n\nCommands:\n  otf catalog import  Import\n"
            + "  otf catalog path    Path\n\nRun `otf help catalog COMMAND` for a command's options.\n"
        for arguments in [["catalog", "--help"], ["help", "catalog"], ["catalog", "-h"]] {
            let result = RecordingConsole.run(arguments, tool: grouped)
            #expect(result.status == .success)
            #expect(result.output == group, "\(arguments)")
        }
        let bare = RecordingConsole.run(["catalog"], tool: grouped)
        #expect(bare.status == .usage)
        #expect(bare.error == "otf catalog: missing command\n\n" + group)
        let unknown = RecordingConsole.run(["catalog", "imprt"], tool: grouped)
        #expect(unknown.error.hasPrefix("otf catalog: unknown command \"imprt\"\n"))
        let nothing = RecordingConsole.run(["help", "nope"], tool: grouped)
        #expect(nothing.status == .usage)
        #expect(nothing.error.hasPrefix("otf help: no command \"nope\"\n"))
        #expect(RecordingConsole.run(["-h"], tool: grouped).output.hasPrefix("otf — "))
    }

    @Test func aMisspeltCommandGetsTheClosestOne() {
        let result = RecordingConsole.run(["whre"], tool: grouped)
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("otf: unknown command \"whre\" (did you mean \"where\"?)\n"))
    }
}
