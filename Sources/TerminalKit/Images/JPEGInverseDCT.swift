import Foundation

/// Turns a component's coefficient blocks into samples: dequantises each block and runs a separable
/// floating-point 8×8 inverse DCT (T.81 A.3.3), then level-shifts by 128 and clamps to 0...255.
enum JPEGInverseDCT {
    /// `cosines[x * 8 + u]` is C(u)/2 · cos((2x + 1)uπ/16), with C(0) = 1/√2 and C(u) = 1 otherwise.
    private static let cosines: [Double] = (0..<64).map { entry in
        let x = Double(entry / 8)
        let u = Double(entry % 8)
        let scale = entry % 8 == 0 ? 0.5.squareRoot() / 2 : 0.5
        return scale * cos((2 * x + 1) * u * Double.pi / 16)
    }

    /// The samples of a component whose blocks (64 row-major coefficients each) fill a grid
    /// `blocksAcross` × `blocksDown`, dequantised with `quantization` (64 row-major steps); the result is
    /// `blocksAcross × 8` samples wide.
    static func samples(
        coefficients: [Int16], blocksAcross: Int, blocksDown: Int, quantization: [Int]
    ) -> [UInt8] {
        let stride = blocksAcross * 8
        var samples = [UInt8](repeating: 128, count: stride * blocksDown * 8)
        var dequantised = [Double](repeating: 0, count: 64)
        var rows = [Double](repeating: 0, count: 64)
        for blockRow in 0..<blocksDown {
            for blockColumn in 0..<blocksAcross {
                let block = (blockRow * blocksAcross + blockColumn) * 64
                for index in 0..<64 {
                    dequantised[index] = Double(Int(coefficients[block + index]) * quantization[index])
                }
                // Rows: rows[v * 8 + x] = Σu cosines[x, u] · F[v, u].
                for v in 0..<8 {
                    for x in 0..<8 {
                        var sum = 0.0
                        for u in 0..<8 {
                            sum += cosines[x * 8 + u] * dequantised[v * 8 + u]
                        }
                        rows[v * 8 + x] = sum
                    }
                }
                // Columns: sample[y, x] = Σv cosines[y, v] · rows[v, x].
                let origin = blockRow * 8 * stride + blockColumn * 8
                for y in 0..<8 {
                    for x in 0..<8 {
                        var sum = 0.0
                        for v in 0..<8 {
                            sum += cosines[y * 8 + v] * rows[v * 8 + x]
                        }
                        samples[origin + y * stride + x] = UInt8(clamping: Int((sum + 128).rounded()))
                    }
                }
            }
        }
        return samples
    }
}
