/// The real `otf` process: the command table wired to the process's environment and streams.
public enum OTFProgram {
    /// Every `otf` command, in the order `otf --help` lists them.
    public static let tool = CommandLineTool(
        commands: [
            browseCommand,
            searchCommand,
            facetsCommand,
            statsCommand,
            showCommand,
            catalogImportCommand,
            catalogVerifyCommand,
            catalogPathCommand,
            catalogLintCommand,
        ], defaultCommand: browseCommand.path)

    /// Runs `otf` with the process's environment and standard streams.
    public static func run(arguments: [String], environment: [String: String]) -> ExitStatus {
        let streams = StandardStreams()
        let context = CommandContext(environment: environment, console: streams.console())
        let status = tool.run(arguments, context: context)
        streams.flush()
        return status
    }
}
