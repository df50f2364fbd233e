import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end with `posix_spawn` and `waitpid`, its output captured in files.
///
/// Foundation's `Process` is not used: on Linux it learns that a child ended when a socket the child
/// inherited closes, so a child that starts a daemon (as `tmux new-session` starts the tmux server)
/// looks alive for as long as the daemon runs, and `waitUntilExit()` never returns.
enum ChildProcess {
    /// Why a child could not be run to its end.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What one run produced.
    struct Outcome {
        /// The exit status, or 128 + the signal number when a signal ended it.
        var status: Int32
        var output: Data
        var error: Data
    }

    /// Runs `program` with `arguments` and `environment`, standard input from /dev/null, and waits
    /// at most `seconds` before killing it and throwing.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String], seconds: Double = 60
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child = pid_t()
        let spawned = posix_spawn(&child, program, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure(
                description: "\(program) could not be started: \(String(cString: strerror(spawned)))")
        }
        let status = try waitForExit(child, program: program, seconds: seconds)
        return Outcome(
            status: status, output: FileManager.default.contents(atPath: outputPath) ?? Data(),
            error: FileManager.default.contents(atPath: errorPath) ?? Data())
    }

    /// Waits for `child` to end and returns its status; kills it and throws once `seconds` have passed.
    private static func waitForExit(_ child: pid_t, program: String, seconds: Double) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while true {
            let ended = waitpid(child, &status, WNOHANG)
            if ended == child { break }
            if ended == -1 && errno != EINTR {
                throw Failure(
                    description: "waiting for \(program) failed: \(String(cString: strerror(errno)))")
            }
            if Date() > deadline {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                throw Failure(description: "\(program) did not finish within \(Int(seconds)) seconds; killed")
            }
            usleep(2_000)
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
