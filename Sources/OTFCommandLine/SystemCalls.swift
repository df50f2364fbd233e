#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls OTFCommandLine makes; no other file of the module imports the C library.
enum SystemCalls {
    /// Whether the process's standard input is a terminal (`isatty`).
    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether the process's standard output is a terminal (`isatty`).
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
