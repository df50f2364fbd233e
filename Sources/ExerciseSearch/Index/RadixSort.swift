/// Sorts by 64-bit keys a byte at a time (least significant byte first), in time linear in the keys.
enum RadixSort {
    /// The positions of `keys` in ascending key order; equal keys keep their original order.
    ///
    /// One pass counts the keys by each of their eight bytes; then each byte's pass deals the positions
    /// out in the order of that byte, except that a pass in which every key has the same byte changes
    /// nothing and is skipped.
    static func order(of keys: [UInt64]) -> [Int32] {
        var order = (0..<Int32(keys.count)).map { $0 }
        var dealt = order
        var starts = [Int](repeating: 0, count: 8 * 256)
        keys.withUnsafeBufferPointer { keys in
            starts.withUnsafeMutableBufferPointer { starts in
                for key in keys {
                    for byte in 0..<8 {
                        starts[byte * 256 + Int(truncatingIfNeeded: key &>> UInt64(byte * 8)) & 0xFF] += 1
                    }
                }
                for byte in 0..<8 {
                    let counts = UnsafeMutableBufferPointer(rebasing: starts[byte * 256..<(byte + 1) * 256])
                    guard !counts.contains(keys.count) else {
                        continue
                    }
                    var next = 0
                    for value in 0..<256 {
                        (counts[value], next) = (next, next + counts[value])
                    }
                    dealt.withUnsafeMutableBufferPointer { dealt in
                        for position in order {
                            let value =
                                Int(truncatingIfNeeded: keys[Int(position)] &>> UInt64(byte * 8)) & 0xFF
                            dealt[counts[value]] = position
                            counts[value] += 1
                        }
                    }
                    swap(&order, &dealt)
                }
            }
        }
        return order
    }
}
