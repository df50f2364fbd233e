import OTFCommandLine
import TerminalKit

/// A console that keeps what a command wrote, for assertions.
final class RecordingConsole: @unchecked Sendable {
    var output = ""
    var error = ""

    /// A console writing into this recorder; `isTerminal` pretends standard output is a terminal.
    func console(isTerminal: Bool = false) -> Console {
        Console(
            writeOutput: { self.output += $0 }, writeError: { self.error += $0 }, outputIsTerminal: isTerminal
        )
    }

    /// An environment whose home has no installed catalog, so commands fall back to the sample, on a
    /// terminal (when one is pretended) that shows colours and can run a pager.
    static let isolatedEnvironment = ["HOME": "/nonexistent/otf-test-home", "TERM": "xterm-256color"]

    /// Runs `otf` in-process with `arguments` and `environment`, returning the exit status; on a
    /// pretended terminal of `terminalSize`, `pager` stands in for running a pager.
    static func run(
        _ arguments: [String], environment: [String: String] = isolatedEnvironment, isTerminal: Bool = false,
        terminalSize: TerminalSize = .fallback,
        pager: @escaping (_ command: String, _ text: String) -> Bool = { _, _ in false },
        tool: CommandLineTool = OTFProgram.tool
    ) -> (status: ExitStatus, output: String, error: String) {
        let recorder = RecordingConsole()
        let context = CommandContext(
            environment: environment, console: recorder.console(isTerminal: isTerminal),
            terminalSize: { terminalSize }, runPager: pager)
        let status = tool.run(arguments, context: context)
        return (status, recorder.output, recorder.error)
    }
}
