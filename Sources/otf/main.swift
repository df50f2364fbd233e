internal import Foundation
internal import OTFCommandLine

if let problem = ArgumentEncoding.problemInProcessArguments {
    FileHandle.standardError.write(Data((problem + "\n").utf8))
    exit(64)
}
exit(
    OTFProgram.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
    ).rawValue)
