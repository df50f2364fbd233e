internal import ExerciseSearch
internal import Foundation
internal import ProcessSpawning
internal import TerminalKit

/// The real `otf` process: the command table wired to the process's environment and streams.
package enum OTFProgram {
    /// Every `otf` command, in the order `otf --help` lists them.
    package static let tool: CommandLineTool = CommandLineTool(
        commands: [
            browseCommand,
            searchCommand,
            facetsCommand,
            statsCommand,
            showCommand,
            openCommand,
            catalogImportCommand,
            catalogVerifyCommand,
            catalogPathCommand,
            catalogLintCommand,
            workoutCommand,
            completionsCommand,
            manualCommand,
        ], defaultCommand: browseCommand.path, globalOptions: [.catalog])

    /// Catalogs kept until the process exits (see ``CommandContext/keepUntilExit``).
    @MainActor private static var kept: [IndexedCatalog] = []

    /// Runs `otf` with the process's environment and standard streams; call it once, from the main
    /// actor (top-level code of the executable), and exit with its status.
    ///
    /// When standard output could not be written, the command's own status gives way to a failure (1)
    /// and standard error says why.
    @MainActor
    package static func run(arguments: [String], environment: [String: String]) -> ExitStatus {
        let streams = StandardStreams()
        let output = FileHandle.standardOutput.fileDescriptor
        let context = CommandContext(
            environment: environment, console: streams.console(), keepUntilExit: { kept.append($0) },
            terminalSize: { TerminalSize.current(of: output) },
            runPager: { command, text in
                streams.flush()
                let exit = try? ChildProcess.runShell(command, input: text, environment: environment)
                return exit.map { $0.status != 126 && $0.status != 127 } ?? false
            })
        let status = tool.run(arguments, context: context)
        streams.flush()
        if let reason = streams.outputFailure {
            context.console.errorLine("otf: cannot write the output: \(reason)")
            return .failure
        }
        return status
    }
}
