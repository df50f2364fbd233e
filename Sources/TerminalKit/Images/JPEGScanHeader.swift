/// A scan header (SOS segment): which components the scan codes, with which Huffman tables, and which
/// part of each block (spectral selection and successive approximation).
struct JPEGScanHeader: Sendable {
    /// One component coded in the scan.
    struct Component: Sendable {
        /// The component's index in the frame.
        let frameIndex: Int
        /// The DC Huffman table, 0...3.
        let dcTable: Int
        /// The AC Huffman table, 0...3.
        let acTable: Int
    }

    /// The scan's components, in the order their blocks are interleaved.
    let components: [Component]
    /// The first coefficient, in zigzag order, the scan codes (Ss).
    let spectralStart: Int
    /// The last coefficient, in zigzag order, the scan codes (Se).
    let spectralEnd: Int
    /// The bit position of the previous scan of these coefficients (Ah), 0 on a first scan.
    let approximationHigh: Int
    /// The bit position this scan codes (Al): values are shifted left by it.
    let approximationLow: Int

    /// Reads the body of an SOS segment for `frame`, checking it against the frame and, for progressive
    /// frames, the rules of T.81 G.1.1.1.
    init(segment: JPEGByteReader, frame: JPEGFrame) throws(JPEGDecodingError) {
        var segment = segment
        let count = Int(try segment.readByte("the scan header"))
        guard (1...4).contains(count), count <= frame.components.count else {
            throw .malformed("a scan of \(count) components")
        }
        guard segment.remaining == count * 2 + 3 else {
            throw .malformed("the scan header's length does not match its \(count) components")
        }
        var components: [Component] = []
        for _ in 0..<count {
            let identifier = try segment.readByte("the scan header")
            let tables = Int(try segment.readByte("the scan header"))
            guard let index = frame.components.firstIndex(where: { $0.identifier == identifier }) else {
                throw .malformed("a scan names component \(identifier), which the frame does not have")
            }
            guard !components.contains(where: { $0.frameIndex == index }) else {
                throw .malformed("a scan names component \(identifier) twice")
            }
            guard tables >> 4 <= 3, tables & 15 <= 3 else {
                throw .malformed("a scan names a Huffman table outside 0...3")
            }
            components.append(Component(frameIndex: index, dcTable: tables >> 4, acTable: tables & 15))
        }
        let blocksPerMCU = components.reduce(0) {
            let component = frame.components[$1.frameIndex]
            return $0 + component.horizontalSampling * component.verticalSampling
        }
        guard count == 1 || blocksPerMCU <= 10 else {
            throw .malformed("an interleaved scan of \(blocksPerMCU) blocks a unit; at most 10")
        }
        self.components = components
        spectralStart = Int(try segment.readByte("the scan header"))
        spectralEnd = Int(try segment.readByte("the scan header"))
        let approximation = Int(try segment.readByte("the scan header"))
        approximationHigh = approximation >> 4
        approximationLow = approximation & 15
        if frame.isProgressive {
            try checkProgression()
        }
    }

    /// Throws unless the spectral selection and successive approximation make a valid progressive scan.
    private func checkProgression() throws(JPEGDecodingError) {
        if spectralStart == 0 {
            guard spectralEnd == 0 else { throw .malformed("a DC scan that also codes AC coefficients") }
        } else {
            guard spectralStart <= spectralEnd, spectralEnd <= 63 else {
                throw .malformed("a spectral selection of \(spectralStart)...\(spectralEnd)")
            }
            guard components.count == 1 else { throw .malformed("an AC scan of several components") }
        }
        guard approximationLow <= 13, approximationHigh <= 13 else {
            throw .malformed("successive approximation bits beyond 13")
        }
        guard approximationHigh == 0 || approximationLow == approximationHigh - 1 else {
            throw .malformed("a refinement scan that does not refine exactly one bit")
        }
    }
}
