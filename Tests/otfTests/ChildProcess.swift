import Foundation
import ProcessSpawning

extension ChildProcess {
    /// What one run to the end produced.
    struct Outcome {
        /// The exit status, or 128 + the signal number when a signal ended it.
        var status: Int32
        /// What it wrote on standard output.
        var output: Data
        /// What it wrote on standard error.
        var error: Data
    }

    /// Runs `program` with `arguments` and `environment`, standard input from /dev/null and output and
    /// error captured in files (or output sent to `outputPath`, such as `/dev/full`, and reported empty),
    /// and waits at most `seconds` before killing it and throwing.
    ///
    /// Files, not pipes, and a wait for the process id, not for the end of its output: a child that starts
    /// a daemon (as `tmux new-session` starts the tmux server, which inherits the descriptors) would keep
    /// a pipe open after the child ended, and a read to its end would never return.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String], outputPath: String? = nil,
        seconds: Double = 60
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let capturedPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path
        let child = try ChildProcess(
            program, arguments, environment: environment, output: .file(outputPath ?? capturedPath),
            error: .file(errorPath))
        let exit = try child.wait(seconds: seconds)
        return Outcome(
            status: exit.status,
            output: outputPath == nil ? FileManager.default.contents(atPath: capturedPath) ?? Data() : Data(),
            error: FileManager.default.contents(atPath: errorPath) ?? Data())
    }
}
