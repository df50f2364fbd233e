#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The C library calls TerminalDirectory makes; no other file of the module imports the C library.
enum SystemCalls {
    /// Whether `path` names a file this process may run (`access` with `X_OK`, not a directory).
    static func isExecutable(_ path: String) -> Bool {
        var status = stat()
        return access(path, X_OK) == 0 && stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR
    }
}
