#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started with `posix_spawn` and waited for by its process id with `wait4`.
///
/// The link opener, `otf-bench` and the end-to-end tests start their children through this type rather
/// than Foundation's `Process`. On Linux, `Process` learns that a child ended only when a socket it hands
/// the child is closed by every process holding it; anything the child starts inherits that socket, so a
/// child that leaves a program running (`xdg-open` starting a browser, `tmux new-session` starting the
/// tmux server) stays an unreaped zombie and `waitUntilExit()` does not return until that program ends.
/// And no platform's `Process` reports a child's resource usage, which the benchmark's peak memory needs.
/// Here the child's standard streams are `/dev/null`, regular files, this process's own or (for a pager)
/// a pipe this process closes before it waits, and the parent keeps none of the child's descriptors, so
/// nothing the child starts can hold up the wait.
package struct ChildProcess: Sendable {
    /// Where the child's standard output or standard error goes.
    package enum Destination: Sendable, Equatable {
        /// `/dev/null`.
        case nullDevice
        /// The file at this path, created (readable by its owner only) or truncated.
        case file(String)
        /// This process's own stream.
        case inherited
    }

    /// How a child ended.
    package struct Exit: Sendable, Equatable {
        /// The exit status, or 128 + the signal number when a signal ended the child.
        package var status: Int32
        /// The child's peak resident memory in KiB, from `wait4`'s resource usage.
        ///
        /// On Linux it is never below the parent's own peak when the child started: the kernel keeps the
        /// high-water mark of the memory the child ran in before `exec`, which under `posix_spawn` is the
        /// parent's. Start children from a small process to measure them.
        package var peakMemoryKiB: Int
    }

    /// Why a child could not be started or waited for.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, naming the program.
        package var description: String
        /// The system's words for the call that failed ("No child processes"), when one did.
        package var systemError: String?
    }

    /// The child's process id.
    package let id: pid_t
    /// The program's path, for error messages.
    private let program: String

    /// Starts `program` (a path: `PATH` is not searched) with `arguments` and exactly `environment`.
    ///
    /// Standard input comes from `input` (a descriptor of this process), else `/dev/null`; with
    /// `ownProcessGroup` the child leads a new process group.
    ///
    /// Throws when the program cannot be started, for example when there is no such file.
    package init(
        _ program: String, _ arguments: [String], environment: [String: String], input: Int32? = nil,
        output: Destination = .nullDevice, error: Destination = .nullDevice, ownProcessGroup: Bool = false
    ) throws {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        for (descriptor, destination) in [(STDOUT_FILENO, output), (STDERR_FILENO, error)] {
            switch destination {
            case .inherited:
                break
            case .nullDevice:
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(
                    &actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            }
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child = pid_t()
        let spawned = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(
                description: "\(program) could not be started: \(String(cString: strerror(spawned)))")
        }
        id = child
        self.program = program
    }

    /// Waits for the child to end.
    package func wait() throws -> Exit {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(id, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw waitFailure() }
        }
        return Self.outcome(status: status, usage: usage)
    }

    /// Waits at most `seconds` for the child to end, looking every 2 ms; then kills it and throws.
    package func wait(seconds: Double) throws -> Exit {
        if let exit = try exit(within: seconds) { return exit }
        kill(id, SIGKILL)
        _ = try? wait()
        throw Failure(description: "\(program) did not finish within \(seconds) seconds; killed")
    }

    /// Waits at most `seconds` for the child to end, looking every 2 ms: its exit, or nil when it is
    /// still running then (it is left running).
    package func exit(within seconds: Double) throws -> Exit? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let ended = wait4(id, &status, WNOHANG, &usage)
            if ended == id { return Self.outcome(status: status, usage: usage) }
            if ended == -1 && errno != EINTR { throw waitFailure() }
            if ContinuousClock.now >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// The failure for the `errno` that `wait4` left.
    private func waitFailure() -> Failure {
        let words = String(cString: strerror(errno))
        return Failure(description: "waiting for \(program) failed: \(words)", systemError: words)
    }

    /// The exit of a child that `wait4` reported with `status` and `usage`.
    private static func outcome(status: Int32, usage: rusage) -> Exit {
        let signal = status & 0x7f
        #if canImport(Darwin)
            let peakKiB = Int(usage.ru_maxrss) / 1024  // bytes on Apple platforms
        #else
            let peakKiB = Int(usage.ru_maxrss)  // KiB on Linux
        #endif
        return Exit(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, peakMemoryKiB: peakKiB)
    }
}

extension ChildProcess {
    /// Runs the shell command line `command` with `text` on its standard input and waits for it.
    ///
    /// `/bin/sh -c` runs it on this process's standard output and error: how `otf` shows long output in
    /// a pager.
    ///
    /// While it runs, this process ignores SIGINT and SIGQUIT (the pager reads Ctrl-C, and the terminal
    /// must not return to the shell while the pager still draws on it) and SIGPIPE: a pager quit before
    /// the end stops the writing, not this process. Throws when no pipe can be made or the shell cannot be
    /// started.
    package static func runShell(_ command: String, input text: String, environment: [String: String])
        throws -> Exit
    {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw Failure(description: "no pipe for \(command): \(String(cString: strerror(errno)))")
        }
        let (reading, writing) = (ends[0], ends[1])
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
        let child: ChildProcess
        do {
            child = try ChildProcess(
                "/bin/sh", ["-c", command], environment: environment, input: reading, output: .inherited,
                error: .inherited)
        } catch {
            close(reading)
            close(writing)
            throw error
        }
        close(reading)
        let ignored = [SIGINT, SIGQUIT, SIGPIPE].map { ($0, signal($0, SIG_IGN)) }
        defer {
            for (number, handler) in ignored { signal(number, handler) }
        }
        Array(text.utf8).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(writing, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                offset += written
            }
        }
        close(writing)
        return try child.wait()
    }
}
