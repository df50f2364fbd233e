internal import ExerciseCatalog

/// Builds the bytes of a snapshot: integers little-endian, arrays and strings with their count first.
struct SnapshotWriter: Sendable {
    /// What has been written so far.
    private(set) var bytes: [UInt8] = []

    /// An empty snapshot.
    init() {}

    /// Appends `value`, little-endian.
    mutating func write<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends `flag` as one byte, 1 for true.
    mutating func write(_ flag: Bool) {
        bytes.append(flag ? 1 : 0)
    }

    /// Appends the number of `values`, then each value little-endian.
    mutating func write<Value: FixedWidthInteger>(_ values: [Value]) {
        write(UInt32(values.count))
        #if _endian(little)
            values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
            for value in values { write(value) }
        #endif
    }

    /// Appends the number of `flags`, then one byte each.
    mutating func write(_ flags: [Bool]) {
        write(flags.map { UInt8($0 ? 1 : 0) })
    }

    /// Appends the UTF-8 byte count of `text`, then its bytes.
    mutating func write(_ text: String) {
        write(UInt32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends the number of `texts`, then each text.
    mutating func write(_ texts: [String]) {
        write(UInt32(texts.count))
        for text in texts { write(text) }
    }

    /// Appends raw `other` bytes as they are.
    mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }
}
