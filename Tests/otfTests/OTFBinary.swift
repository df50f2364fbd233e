import Foundation
import ProcessSpawning

/// Runs the built `otf` executable as a child process, for end-to-end tests.
enum OTFBinary {
    /// The `otf` binary next to the test bundle in the build folder.
    static var url: URL {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("otf")
            }
        #endif
        return buildFolder.appendingPathComponent("otf")
    }

    /// The data folder the binary is given, where no catalog is installed.
    static let emptyDataHome = FileManager.default.temporaryDirectory.appendingPathComponent("otf-e2e-none")
        .path

    /// What one run of the binary produced.
    struct Result {
        var status: Int32
        var output: Data
        var error: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `otf` with `arguments` in an environment without OTF variables, plus `environment`.
    ///
    /// Standard output goes to `outputPath` when given (and is then reported empty); a run longer than
    /// `seconds` is killed and throws. With a `launcher` (a program and its arguments, such as a shell
    /// that sets something up and then runs `exec "$0" "$@"`), that starts `otf` and its arguments.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], outputPath: String? = nil,
        seconds: Double = 60, launcher: [String] = []
    ) throws -> Result {
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
        base["XDG_DATA_HOME"] = emptyDataHome
        let command = launcher + [url.path] + arguments
        let outcome = try ChildProcess.run(
            command[0], Array(command.dropFirst()), environment: base.merging(environment) { $1 },
            outputPath: outputPath, seconds: seconds)
        return Result(
            status: outcome.status, output: outcome.output,
            error: String(decoding: outcome.error, as: UTF8.self))
    }
}
