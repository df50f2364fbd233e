import Foundation
import ProcessSpawning

/// Runs the `otf-bench` built beside `otf`, for end-to-end tests.
enum BenchBinary {
    /// Runs `otf-bench` with `arguments`, an environment without OTF variables plus `environment`.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Outcome
    {
        let program = OTFBinary.url.deletingLastPathComponent().appendingPathComponent("otf-bench").path
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
        base["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
        return try ChildProcess.run(program, arguments, environment: base.merging(environment) { $1 })
    }
}
