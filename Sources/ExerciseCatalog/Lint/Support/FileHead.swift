#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Reads the first few bytes of a file, enough to recognise its format by its magic number.
enum FileHead {
    /// Up to `count` bytes from the start of the file at `path`; nil when it cannot be opened or read.
    static func bytes(atPath path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return nil
        }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = head.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, count - filled)
            }
            if got < 0 && errno == EINTR {
                continue
            }
            guard got >= 0 else {
                return nil
            }
            if got == 0 {
                break
            }
            filled += got
        }
        return Array(head[..<filled])
    }
}
