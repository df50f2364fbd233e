import Foundation

/// Runs one of the app's build scripts as Xcode or a developer would, for the script tests.
enum ScriptRun {
    /// Runs `executable` with `arguments` and exactly `environment`; returns its exit status and what it
    /// printed on standard output and standard error together.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
