/// Brings a subsampled component up to the picture's size the way libjpeg-turbo does by default, so the
/// result matches Pillow: "fancy" triangular interpolation (each output sample weighs its nearer input
/// sample 3 and the further one 1) for 2:1 horizontal, 2:1 vertical and 2:1 both ways, when the component
/// is more than 2 samples wide; plain repetition otherwise.
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

        /// The sample at `column`, `row`, with coordinates past the edges moved onto them.
        func sample(_ column: Int, _ row: Int) -> Int {
            Int(samples[min(max(row, 0), height - 1) * stride + min(max(column, 0), width - 1)])
        }
    }

    /// `plane` enlarged `horizontal` × `vertical` times and cut to `width` × `height` (row-major,
    /// no padding).
    static func upsample(_ plane: Plane, horizontal: Int, vertical: Int, width: Int, height: Int) -> [UInt8] {
        let fancy = plane.width > 2
        switch (horizontal, vertical) {
        case (1, 1):
            return resample(width: width, height: height) { plane.sample($0, $1) }
        case (2, 1) where fancy:
            return resample(width: width, height: height) { column, row in
                let near = plane.sample(column / 2, row) * 3
                return column % 2 == 0
                    ? (near + plane.sample(column / 2 - 1, row) + 1) >> 2
                    : (near + plane.sample(column / 2 + 1, row) + 2) >> 2
            }
        case (1, 2):
            return resample(width: width, height: height) { column, row in
                let near = plane.sample(column, row / 2) * 3
                return row % 2 == 0
                    ? (near + plane.sample(column, row / 2 - 1) + 1) >> 2
                    : (near + plane.sample(column, row / 2 + 1) + 2) >> 2
            }
        case (2, 2) where fancy:
            return resample(width: width, height: height) { column, row in
                let inputRow = row / 2
                let otherRow = row % 2 == 0 ? inputRow - 1 : inputRow + 1
                let inputColumn = column / 2
                let otherColumn = column % 2 == 0 ? inputColumn - 1 : inputColumn + 1
                let near = plane.sample(inputColumn, inputRow) * 3 + plane.sample(inputColumn, otherRow)
                let far = plane.sample(otherColumn, inputRow) * 3 + plane.sample(otherColumn, otherRow)
                return column % 2 == 0 ? (near * 3 + far + 8) >> 4 : (near * 3 + far + 7) >> 4
            }
        default:
            return resample(width: width, height: height) { plane.sample($0 / horizontal, $1 / vertical) }
        }
    }

    /// A `width` × `height` plane whose samples `value` gives by column and row.
    private static func resample(width: Int, height: Int, value: (Int, Int) -> Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                output[row * width + column] = UInt8(clamping: value(column, row))
            }
        }
        return output
    }
}
