/// A frame header (SOF segment): the picture's size, its components, and how they are sampled.
struct JPEGFrame: Sendable {
    /// One colour component of the frame and the grid of 8×8 blocks it is coded in.
    struct Component: Sendable {
        /// The identifier scans use to name the component.
        let identifier: UInt8
        /// Horizontal sampling factor, 1...4.
        let horizontalSampling: Int
        /// Vertical sampling factor, 1...4.
        let verticalSampling: Int
        /// Which quantisation table (0...3) the component's blocks use.
        let quantizationTable: Int
        /// Samples across in the component, before padding to whole blocks.
        let sampleWidth: Int
        /// Samples down in the component, before padding to whole blocks.
        let sampleHeight: Int
        /// Blocks across that hold picture samples; a single-component scan codes only these.
        let blocksAcross: Int
        /// Blocks down that hold picture samples.
        let blocksDown: Int
        /// Blocks across once padded to whole MCUs, as interleaved scans code them; the stride of the
        /// component's block grid.
        let paddedBlocksAcross: Int
        /// Blocks down once padded to whole MCUs.
        let paddedBlocksDown: Int
    }

    /// True for progressive frames (SOF2), false for sequential ones (SOF0, SOF1).
    let isProgressive: Bool
    /// Pixels across.
    let width: Int
    /// Pixels down.
    let height: Int
    /// The components in frame order: one (grayscale) or three (Y, Cb, Cr).
    let components: [Component]
    /// The largest horizontal sampling factor.
    let maxHorizontalSampling: Int
    /// The largest vertical sampling factor.
    let maxVerticalSampling: Int
    /// MCUs across in an interleaved scan.
    let mcusAcross: Int
    /// MCUs down in an interleaved scan.
    let mcusDown: Int

    /// Reads the body of an SOF segment with marker code `marker` (C0, C1 or C2), checking every field
    /// and refusing a width or height over `maximumDimension`.
    init(marker: UInt8, segment: JPEGByteReader, maximumDimension: Int) throws(JPEGDecodingError) {
        var segment = segment
        isProgressive = marker == 0xC2
        let precision = try segment.readByte("the frame header")
        guard precision == 8 else {
            throw precision == 12
                ? .unsupported("12-bit samples") : .malformed("\(precision)-bit samples in the frame header")
        }
        let height = try segment.readUInt16("the frame header")
        let width = try segment.readUInt16("the frame header")
        guard width > 0 else { throw .malformed("the frame header gives a width of 0") }
        guard height > 0 else { throw .unsupported("a height given by a DNL marker after the first scan") }
        guard width <= maximumDimension, height <= maximumDimension else {
            throw .tooLarge(width: width, height: height, limit: maximumDimension)
        }
        self.width = width
        self.height = height
        let count = Int(try segment.readByte("the frame header"))
        guard count == 1 || count == 3 else {
            throw count == 4
                ? .unsupported("4 components (CMYK)") : .unsupported("\(count) components; only 1 or 3")
        }
        guard segment.remaining == count * 3 else {
            throw .malformed("the frame header's length does not match its \(count) components")
        }
        var fields: [(identifier: UInt8, horizontal: Int, vertical: Int, table: Int)] = []
        for _ in 0..<count {
            let identifier = try segment.readByte("the frame header")
            let sampling = Int(try segment.readByte("the frame header"))
            let table = Int(try segment.readByte("the frame header"))
            let horizontal = sampling >> 4
            let vertical = sampling & 15
            guard (1...4).contains(horizontal), (1...4).contains(vertical) else {
                throw .malformed("sampling factors \(horizontal)×\(vertical) outside 1...4")
            }
            guard table <= 3 else { throw .malformed("quantisation table \(table) outside 0...3") }
            guard !fields.contains(where: { $0.identifier == identifier }) else {
                throw .malformed("two components with the identifier \(identifier)")
            }
            fields.append((identifier, horizontal, vertical, table))
        }
        let maxHorizontal = fields.map(\.horizontal).max() ?? 1
        let maxVertical = fields.map(\.vertical).max() ?? 1
        guard fields.allSatisfy({ maxHorizontal % $0.horizontal == 0 && maxVertical % $0.vertical == 0 })
        else { throw .unsupported("sampling factors that are not whole multiples of each other") }
        maxHorizontalSampling = maxHorizontal
        maxVerticalSampling = maxVertical
        let divideRoundingUp = Self.divideRoundingUp
        let mcusAcross = divideRoundingUp(width, 8 * maxHorizontal)
        let mcusDown = divideRoundingUp(height, 8 * maxVertical)
        self.mcusAcross = mcusAcross
        self.mcusDown = mcusDown
        components = fields.map { field in
            let sampleWidth = divideRoundingUp(width * field.horizontal, maxHorizontal)
            let sampleHeight = divideRoundingUp(height * field.vertical, maxVertical)
            return Component(
                identifier: field.identifier, horizontalSampling: field.horizontal,
                verticalSampling: field.vertical, quantizationTable: field.table, sampleWidth: sampleWidth,
                sampleHeight: sampleHeight, blocksAcross: divideRoundingUp(sampleWidth, 8),
                blocksDown: divideRoundingUp(sampleHeight, 8),
                paddedBlocksAcross: mcusAcross * field.horizontal, paddedBlocksDown: mcusDown * field.vertical
            )
        }
    }

    /// `numerator` ÷ `denominator`, rounded up.
    private static func divideRoundingUp(_ numerator: Int, _ denominator: Int) -> Int {
        (numerator + denominator - 1) / denominator
    }
}
