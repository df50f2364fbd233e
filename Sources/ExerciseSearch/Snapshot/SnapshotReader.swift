internal import ExerciseCatalog

/// Reads what a ``SnapshotWriter`` wrote, checking every length against the bytes left, so damaged input
/// gives a ``SnapshotError`` and never a crash.
struct SnapshotReader {
    /// The bytes read, kept alive as long as the reader.
    let storage: SnapshotBytes
    /// Where the next value starts.
    var position: Int

    /// A reader of `bytes` starting at `offset`.
    init(_ bytes: SnapshotBytes, offset: Int = 0) {
        storage = bytes
        position = offset
    }

    /// A reader of a copy of `bytes` starting at `offset`.
    init(_ bytes: [UInt8], offset: Int = 0) {
        self.init(SnapshotBytes(copying: bytes), offset: offset)
    }

    /// The bytes read.
    var bytes: UnsafeBufferPointer<UInt8> {
        storage.buffer
    }

    /// The bytes not read yet.
    var remainingBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[position...])
    }

    /// True when every byte has been read.
    var isAtEnd: Bool {
        position == bytes.count
    }

    /// Reads a little-endian integer.
    mutating func read<Value: FixedWidthInteger & BitwiseCopyable>(
        _: Value.Type = Value.self
    ) throws(SnapshotError) -> Value {
        let size = MemoryLayout<Value>.size
        try require(size, "a \(size)-byte value")
        let value = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: Value.self)
        position += size
        return Value(littleEndian: value)
    }

    /// Reads a flag written as one byte.
    mutating func readFlag() throws(SnapshotError) -> Bool {
        let byte: UInt8 = try read()
        guard byte <= 1 else { throw SnapshotError("a flag at byte \(position - 1) is \(byte), not 0 or 1") }
        return byte == 1
    }

    /// Reads an array of little-endian integers, count first.
    mutating func readArray<Value: FixedWidthInteger>(
        of _: Value.Type = Value.self
    ) throws(SnapshotError) -> [Value] {
        let count = Int(try read(UInt32.self))
        let size = MemoryLayout<Value>.size
        try require(count * size, "\(count) values of \(size) bytes")
        let start = position
        let values = [Value](unsafeUninitializedCapacity: count) { target, initialized in
            UnsafeMutableRawBufferPointer(target).copyMemory(
                from: UnsafeRawBufferPointer(
                    UnsafeBufferPointer(rebasing: bytes[start..<start + count * size])))
            initialized = count
        }
        position += count * size
        #if _endian(little)
            return values
        #else
            return values.map { Value(littleEndian: $0) }
        #endif
    }

    /// A reader of the same bytes that starts `count` bytes after this one.
    func skipping(_ count: Int) throws(SnapshotError) -> SnapshotReader {
        try require(count, "a section of \(count) bytes")
        return SnapshotReader(storage, offset: position + count)
    }

    /// Reads offsets into a list of `total` items: `count + 1` non-decreasing numbers from 0 to `total`
    /// (`count` nil for any number of them).
    mutating func readOffsets(count: Int? = nil, total: Int) throws(SnapshotError) -> [Int32] {
        let offsets = try readArray(of: Int32.self)
        guard offsets.first == 0, offsets.last.map(Int.init) == total,
            count.map({ offsets.count == $0 + 1 }) ?? true,
            zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 })
        else {
            throw SnapshotError(
                "a list of offsets before byte \(position) does not run from 0 up to \(total)")
        }
        return offsets
    }

    /// Reads numbers that index a list of `limit` items (or are -1 for none, when `allowingNone`).
    mutating func readIndices<Value: FixedWidthInteger>(
        of _: Value.Type, below limit: Int, allowingNone: Bool = false
    ) throws(SnapshotError) -> [Value] {
        let values = try readArray(of: Value.self)
        guard values.allSatisfy({ ($0 >= 0 && Int($0) < limit) || (allowingNone && $0 == -1) }) else {
            throw SnapshotError("a list of indices before byte \(position) points past its \(limit) items")
        }
        return values
    }

    /// Reads an array of flags, count first.
    mutating func readFlags() throws(SnapshotError) -> [Bool] {
        let raw = try readArray(of: UInt8.self)
        guard raw.allSatisfy({ $0 <= 1 }) else {
            throw SnapshotError("a flag list holds a byte other than 0 or 1")
        }
        return raw.map { $0 == 1 }
    }

    /// Reads a UTF-8 string, byte count first; invalid UTF-8 becomes U+FFFD.
    mutating func readString() throws(SnapshotError) -> String {
        let count = Int(try read(UInt32.self))
        try require(count, "a string of \(count) bytes")
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
        position += count
        return text
    }

    /// Reads an array of strings, count first.
    mutating func readStrings() throws(SnapshotError) -> [String] {
        let count = Int(try read(UInt32.self))
        try require(count * 4, "\(count) strings")
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try readString()) }
        return texts
    }

    /// Throws unless `count` more bytes are left; `what` names what was being read.
    func require(_ count: Int, _ what: @autoclosure () -> String) throws(SnapshotError) {
        guard count >= 0, count <= bytes.count - position else {
            throw SnapshotError(
                "the file ends at byte \(bytes.count), inside \(what()) starting at byte \(position)")
        }
    }
}
