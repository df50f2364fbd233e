internal import ExerciseCatalog

/// A 64-bit checksum of snapshot bytes, read 32 bytes at a time, to notice a damaged or cut file.
///
/// Little-endian 64-bit words are dealt in turn to four lanes, each mixed in FNV style (xor, multiply by
/// the FNV prime, fold the high bits down) so that the processor works on the four at once; the lanes
/// are then mixed into one hash in order, followed by the words left over, the tail byte by byte and the
/// length. Every step is invertible, so changing any one byte changes the checksum. It is not a
/// cryptographic hash.
enum SnapshotChecksum {
    private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The checksum of `bytes`.
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { of($0) }
    }

    /// The checksum of `bytes`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var lanes = SIMD4<UInt64>(offsetBasis, offsetBasis ^ 1, offsetBasis ^ 2, offsetBasis ^ 3)
        var index = 0
        while index + 32 <= raw.count {
            let words = SIMD4<UInt64>(
                word(raw, index), word(raw, index + 8), word(raw, index + 16), word(raw, index + 24))
            lanes = (lanes ^ words) &* prime
            lanes ^= lanes &>> 29
            index += 32
        }
        var hash = offsetBasis
        for lane in 0..<4 {
            hash = mixed(hash, lanes[lane])
        }
        while index + 8 <= raw.count {
            hash = mixed(hash, word(raw, index))
            index += 8
        }
        while index < raw.count {
            hash = (hash ^ UInt64(raw[index])) &* prime
            index += 1
        }
        return (hash ^ UInt64(raw.count)) &* prime
    }

    /// The little-endian 64-bit word at byte `offset` of `raw`.
    private static func word(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// `hash` with `word` mixed in.
    private static func mixed(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let multiplied = (hash ^ word) &* prime
        return multiplied ^ (multiplied >> 29)
    }
}
