internal import Foundation

/// Turns a component's coefficient blocks into samples: dequantises each block and runs a separable
/// floating-point 8×8 inverse DCT (T.81 A.3.3), then level-shifts by 128 and clamps to 0...255.
enum JPEGInverseDCT {
    /// `basis[u][x]` is C(u)/2 · cos((2x + 1)uπ/16), with C(0) = 1/√2 and C(u) = 1 otherwise: the
    /// contribution of frequency `u` to sample `x`, for all eight samples at once.
    private static let basis: [SIMD8<Double>] = (0..<8).map { u in
        let scale = u == 0 ? 0.5.squareRoot() / 2 : 0.5
        var column = SIMD8<Double>()
        for x in 0..<8 {
            column[x] = scale * cos(Double((2 * x + 1) * u) * Double.pi / 16)
        }
        return column
    }

    /// The samples of a component whose blocks (64 row-major coefficients each) fill a grid
    /// `blocksAcross` × `blocksDown`, dequantised with `quantization` (64 row-major steps); the result is
    /// `blocksAcross × 8` samples wide.
    static func samples(
        coefficients: [Int16], blocksAcross: Int, blocksDown: Int, quantization: [Int]
    ) -> [UInt8] {
        let stride = blocksAcross * 8
        var samples = [UInt8](repeating: 128, count: stride * blocksDown * 8)
        var rows = [SIMD8<Double>](repeating: SIMD8(), count: 8)
        let levelShift = SIMD8<Double>(repeating: 128)
        for blockRow in 0..<blocksDown {
            for blockColumn in 0..<blocksAcross {
                let block = (blockRow * blocksAcross + blockColumn) * 64
                // Rows: rows[v][x] = Σu basis[u][x] · F[v, u], skipping the many zero coefficients.
                for v in 0..<8 {
                    var row = SIMD8<Double>()
                    for u in 0..<8 {
                        let coefficient = Int(coefficients[block + v * 8 + u])
                        if coefficient != 0 {
                            row += Double(coefficient * quantization[v * 8 + u]) * basis[u]
                        }
                    }
                    rows[v] = row
                }
                // Columns: sample[y][x] = Σv basis[v][y] · rows[v][x].
                let origin = blockRow * 8 * stride + blockColumn * 8
                for y in 0..<8 {
                    var line = levelShift
                    for v in 0..<8 {
                        line += basis[v][y] * rows[v]
                    }
                    line.round(.toNearestOrAwayFromZero)
                    for x in 0..<8 {
                        samples[origin + y * stride + x] = UInt8(clamping: Int(line[x]))
                    }
                }
            }
        }
        return samples
    }
}
