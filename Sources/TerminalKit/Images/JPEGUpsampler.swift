/// Brings a subsampled component up to the picture's size the way libjpeg-turbo does by default.
///
/// That way the result matches Pillow: "fancy" triangular interpolation (each output sample weighs its
/// nearer input sample 3 and the further one 1) for 2:1 horizontal, 2:1 vertical and 2:1 both ways, the
/// horizontal kinds only when the component is more than 2 samples wide; plain repetition otherwise.
/// Past the edges the edge samples repeat.
enum JPEGUpsampler {
    /// A component's samples: a plane `stride` wide, of which the top-left `width` × `height` are real.
    struct Plane {
        /// The samples, row-major.
        let samples: [UInt8]
        /// Samples from one row to the next.
        let stride: Int
        /// Real samples across; at least 1.
        let width: Int
        /// Real samples down; at least 1.
        let height: Int

        /// Where `row` starts in `samples`, with rows outside the plane moved onto its nearest edge.
        func rowStart(_ row: Int) -> Int {
            min(max(row, 0), height - 1) * stride
        }
    }

    /// `plane` enlarged `horizontal` × `vertical` times and cut to `width` × `height` (row-major,
    /// no padding).
    static func upsample(_ plane: Plane, horizontal: Int, vertical: Int, width: Int, height: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: width * height)
        let samples = plane.samples
        let lastColumn = plane.width - 1
        // For the vertical triangle: 3 × the nearer input row + the further one, per input column.
        var sums = [Int](repeating: 0, count: plane.width)
        let fancyHorizontal = horizontal == 2 && plane.width > 2
        let fancyVertical = vertical == 2 && (horizontal == 1 || fancyHorizontal)
        for row in 0..<height {
            let outputStart = row * width
            if fancyVertical {
                let near = plane.rowStart(row / 2)
                let far = plane.rowStart(row % 2 == 0 ? row / 2 - 1 : row / 2 + 1)
                for column in 0...lastColumn {
                    sums[column] = Int(samples[near + column]) * 3 + Int(samples[far + column])
                }
                if horizontal == 1 {
                    let bias = row % 2 == 0 ? 1 : 2
                    for column in 0..<width {
                        output[outputStart + column] = UInt8(
                            clamping: (sums[min(column, lastColumn)] + bias) >> 2)
                    }
                } else {
                    for column in 0..<width {
                        let (nearer, further) = neighbours(of: column, lastColumn: lastColumn)
                        let bias = column % 2 == 0 ? 8 : 7
                        output[outputStart + column] = UInt8(
                            clamping: (sums[nearer] * 3 + sums[further] + bias) >> 4)
                    }
                }
            } else if fancyHorizontal && vertical == 1 {
                let start = plane.rowStart(row)
                for column in 0..<width {
                    let (nearer, further) = neighbours(of: column, lastColumn: lastColumn)
                    let bias = column % 2 == 0 ? 1 : 2
                    let value = Int(samples[start + nearer]) * 3 + Int(samples[start + further]) + bias
                    output[outputStart + column] = UInt8(clamping: value >> 2)
                }
            } else {
                let start = plane.rowStart(row / vertical)
                for column in 0..<width {
                    output[outputStart + column] = samples[start + min(column / horizontal, lastColumn)]
                }
            }
        }
        return output
    }

    /// For output `column` of a 2:1 widening, the nearer input column and the further one (the left
    /// neighbour for even columns, the right for odd), both kept within 0...`lastColumn`.
    private static func neighbours(of column: Int, lastColumn: Int) -> (nearer: Int, further: Int) {
        let nearer = min(column / 2, lastColumn)
        let further = column % 2 == 0 ? max(nearer - 1, 0) : min(nearer + 1, lastColumn)
        return (nearer, further)
    }
}
