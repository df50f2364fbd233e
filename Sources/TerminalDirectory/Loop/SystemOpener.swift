import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens an allow-listed link with the system's opener, without waiting for it.
public struct SystemOpener: Sendable {
    /// The program and its leading arguments; the link is appended.
    public var command: [String]
    /// The opener's environment, as `NAME=value` strings.
    public var environment: [String]

    /// `xdg-open` on Linux, `open` on macOS, or the command in `$OTF_OPENER` (split at spaces),
    /// which tests use to record what would be opened; the opener runs with `environment`.
    public init(environment: [String: String]) {
        self.environment = environment.map { "\($0.key)=\($0.value)" }
        if let custom = environment["OTF_OPENER"], !custom.isEmpty {
            command = custom.split(separator: " ").map(String.init)
        } else {
            #if os(macOS)
                command = ["/usr/bin/open"]
            #else
                command = ["/usr/bin/env", "xdg-open"]
            #endif
        }
    }

    /// Starts the opener for `url` with its input and output on `/dev/null`; false when it cannot start.
    ///
    /// A background thread waits for the opener to end, so it never lingers as a zombie.
    public func open(_ url: String) -> Bool {
        guard let program = command.first else { return false }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
        }
        let argv = (command + [url]).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }
        // A process group of its own, as Foundation's `Process` gives it: signals meant for the terminal's
        // foreground group (interrupt, hang-up, window size) do not reach the opener or the browser.
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        var child = pid_t()
        guard posix_spawn(&child, program, &actions, &attributes, argv, envp) == 0 else { return false }
        DispatchQueue.global(qos: .utility).async { [child] in
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        }
        return true
    }
}
