/// A 64-bit checksum of snapshot bytes, read eight bytes at a time, to notice a damaged or cut file.
///
/// Each little-endian 64-bit word is mixed in FNV style (xor, multiply by the FNV prime, fold the high
/// bits down); the tail is mixed byte by byte and the length last. It is not a cryptographic hash.
public enum SnapshotChecksum {
    private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The checksum of `bytes`.
    public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = offsetBasis
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                hash = (hash ^ word) &* prime
                hash ^= hash >> 29
                index += 8
            }
            while index < raw.count {
                hash = (hash ^ UInt64(raw[index])) &* prime
                index += 1
            }
        }
        return (hash ^ UInt64(bytes.count)) &* prime
    }
}
