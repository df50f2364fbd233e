/// The Adler-32 checksum (RFC 1950) that ends a zlib stream.
enum Adler32 {
    /// The modulus: the largest prime below 2^16.
    private static let modulus: UInt32 = 65_521
    /// How many bytes can be summed before the sums must be reduced so they cannot overflow 32 bits.
    private static let bytesBetweenReductions = 5_552

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + bytesBetweenReductions, bytes.count)
            for byte in bytes[start..<end] {
                low += UInt32(byte)
                high += low
            }
            low %= modulus
            high %= modulus
            start = end
        }
        return high << 16 | low
    }
}
