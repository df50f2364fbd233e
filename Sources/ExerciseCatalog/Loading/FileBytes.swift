#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files with plain POSIX calls: one copy into the array, no Foundation buffers.
package enum FileBytes {
    /// Why a file could not be read, in words.
    package struct ReadError: Error {
        /// The system's description of the failure, such as "No such file or directory".
        package var reason: String
    }

    /// The contents of the regular file at `path`.
    package static func read(_ path: String) throws(ReadError) -> [UInt8] {
        try withOpenFile(path) { (descriptor) throws(ReadError) -> [UInt8] in
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw ReadError(reason: systemReason()) }
            guard (status.st_mode & S_IFMT) == S_IFREG else { throw ReadError(reason: "not a regular file") }
            return try readAll(descriptor, expected: max(Int(status.st_size), 0))
        }
    }

    /// Up to `count` bytes from the start of the file at `path` (fewer when the file is shorter).
    package static func readPrefix(_ path: String, count: Int) throws(ReadError) -> [UInt8] {
        try withOpenFile(path) { (descriptor) throws(ReadError) -> [UInt8] in
            try readAll(descriptor, expected: count, limit: count)
        }
    }

    private static func withOpenFile<Result>(
        _ path: String, _ body: (Int32) throws(ReadError) -> Result
    ) throws(ReadError) -> Result {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(reason: systemReason()) }
        defer { close(descriptor) }
        return try body(descriptor)
    }

    /// Reads until end of file, or until `limit` bytes; `expected` sizes the first buffer, which is
    /// never cleared before the read fills it.
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int = .max) throws(ReadError)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        var capacity = min(expected + 1, limit)
        while true {
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                (initialized, failure) = fill(buffer, from: descriptor)
            }
            guard failure == 0 else { throw ReadError(reason: String(cString: strerror(failure))) }
            if bytes.isEmpty {
                bytes = chunk
            } else {
                bytes += chunk
            }
            guard chunk.count == capacity, bytes.count < limit else { return bytes }
            capacity = min(1 << 16, limit - bytes.count)
        }
    }

    /// Reads into `buffer` until it is full or the file ends; returns the bytes read and the error
    /// number of a failed read (0 for none).
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32) -> (
        Int, Int32
    ) {
        prefault(buffer)
        var count = 0
        while count < buffer.count {
            let got = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return (count, errno) }
            guard got > 0 else { break }
            count += got
        }
        return (count, 0)
    }

    /// Asks Linux to map every page of a large `buffer` in one call (`MADV_POPULATE_WRITE`).
    ///
    /// Otherwise the read faults the pages in one by one, 4 KiB at a time; on a virtual machine each fault
    /// costs microseconds, a few hundred of them a millisecond. Elsewhere, or on kernels without it,
    /// nothing happens.
    private static func prefault(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
            let pageSize = 4096
            guard buffer.count >= 16 * pageSize, let base = buffer.baseAddress else { return }
            let start = (Int(bitPattern: base) + pageSize - 1) & ~(pageSize - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(pageSize - 1)
            let populateWrite: Int32 = 23
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, populateWrite)
        #endif
    }

    /// The system's description of the last failed call (`errno`).
    package static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's `read(2)`, named apart from ``FileBytes/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
