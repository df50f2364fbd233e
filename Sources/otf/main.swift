import Foundation
import OTFCommandLine

exit(
    OTFProgram.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
    ).rawValue)
