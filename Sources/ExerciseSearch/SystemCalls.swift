#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls ExerciseSearch makes; no other file of the module imports the C library.
enum SystemCalls {
    /// The size in bytes and the modification time in nanoseconds since 1970 of the regular file at
    /// `path` (following symbolic links, with `stat`), or nil when it cannot be examined or is not a
    /// regular file.
    static func sizeAndModificationTime(of path: String) -> (byteCount: Int64, modifiedNanoseconds: Int64)? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return (Int64(status.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
