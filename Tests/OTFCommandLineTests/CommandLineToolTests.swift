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
        let result = RecordingConsole.run(["--version"], tool: tool)
        #expect(result.output == "otf \(CommandLineTool.version)\n")
    }
}
