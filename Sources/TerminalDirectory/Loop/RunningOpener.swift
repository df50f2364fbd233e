internal import Dispatch
internal import ProcessSpawning

/// An opener started for a link (``SystemOpener/launch(_:)``), looked at while it runs and then left to
/// a background thread that reaps it as soon as it exits.
package struct RunningOpener: Sendable {
    /// The opener's process.
    let process: ChildProcess
    /// The opener's program as messages name it (``SystemOpener/programName``).
    let programName: String

    /// What became of the opener after waiting at most `seconds` (0 looks once without waiting), or nil
    /// while it still runs.
    package func outcome(waiting seconds: Double) -> SystemOpener.Outcome? {
        do {
            return try process.exit(within: seconds).map { .exited(status: $0.status) }
        } catch {
            let words = (error as? ChildProcess.Failure)?.systemError ?? String(describing: error)
            return .unwatched(reason: "waiting for \(programName) failed: \(words)")
        }
    }

    /// Leaves the opener running: a background thread reaps it when it ends.
    ///
    /// Call it once, and look at the opener no more.
    package func release() {
        DispatchQueue.global(qos: .utility).async { _ = try? process.wait() }
    }
}
