/// Decodes one scan's entropy-coded data into the frame's coefficient blocks, walking its MCUs (or, in a
/// single-component scan, its blocks) and handling restart intervals.
struct JPEGScanDecoder {
    /// What a scan codes of each block.
    enum Kind {
        /// A sequential scan: whole blocks, DC then AC.
        case sequential
        /// A progressive scan's first pass over the DC coefficients.
        case dcFirst
        /// A progressive scan adding one bit to the DC coefficients.
        case dcRefinement
        /// A progressive scan's first pass over a band of AC coefficients.
        case acFirst
        /// A progressive scan adding one bit to a band of AC coefficients.
        case acRefinement
    }

    /// The frame the scan belongs to.
    let frame: JPEGFrame
    /// The scan header.
    let header: JPEGScanHeader
    /// What the scan codes.
    let kind: Kind
    /// Each scan component's DC table, when the scan needs one.
    let dcTables: [JPEGHuffmanTable?]
    /// Each scan component's AC table, when the scan needs one.
    let acTables: [JPEGHuffmanTable?]
    /// The entropy-coded data.
    var reader: JPEGBitReader
    /// Each scan component's DC prediction: the last DC value decoded.
    var predictions: [Int]
    /// Blocks left in the current end-of-band run (progressive AC scans).
    var endOfBandRun = 0

    /// A decoder for the scan `header` of `frame` whose data starts at `position` in `bytes`; throws when
    /// it needs a Huffman table that `dcTables` or `acTables` (indexed by table number) lacks.
    init(
        frame: JPEGFrame, header: JPEGScanHeader, dcTables: [JPEGHuffmanTable?],
        acTables: [JPEGHuffmanTable?], bytes: [UInt8], position: Int
    ) throws(JPEGDecodingError) {
        self.frame = frame
        self.header = header
        let kind: Kind =
            switch (frame.isProgressive, header.spectralStart == 0, header.approximationHigh == 0) {
            case (false, _, _): .sequential
            case (true, true, true): .dcFirst
            case (true, true, false): .dcRefinement
            case (true, false, true): .acFirst
            case (true, false, false): .acRefinement
            }
        self.kind = kind
        let needsDC = kind == .sequential || kind == .dcFirst
        let needsAC = kind == .sequential || kind == .acFirst || kind == .acRefinement
        var scanDCTables: [JPEGHuffmanTable?] = []
        var scanACTables: [JPEGHuffmanTable?] = []
        for component in header.components {
            let dc = needsDC ? dcTables[component.dcTable] : nil
            let ac = needsAC ? acTables[component.acTable] : nil
            guard !needsDC || dc != nil, !needsAC || ac != nil else {
                throw .malformed("a scan uses a Huffman table that was never defined")
            }
            scanDCTables.append(dc)
            scanACTables.append(ac)
        }
        self.dcTables = scanDCTables
        self.acTables = scanACTables
        reader = JPEGBitReader(bytes: bytes, position: position)
        predictions = Array(repeating: 0, count: header.components.count)
    }

    /// Decodes the scan into `coefficients` (one array of 64-coefficient blocks per frame component, in
    /// each component's padded block grid) and returns where the data ends in the file.
    mutating func decode(into coefficients: inout [[Int16]], restartInterval: Int) throws(JPEGDecodingError)
        -> Int
    {
        let single = header.components.count == 1
        let first = frame.components[header.components[0].frameIndex]
        let unitsAcross = single ? first.blocksAcross : frame.mcusAcross
        let unitCount = unitsAcross * (single ? first.blocksDown : frame.mcusDown)
        for unit in 0..<unitCount {
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                reader.restart()
                predictions = Array(repeating: 0, count: predictions.count)
                endOfBandRun = 0
            }
            let unitRow = unit / unitsAcross
            let unitColumn = unit % unitsAcross
            if single {
                let block = (unitRow * first.paddedBlocksAcross + unitColumn) * 64
                try decodeBlock(
                    scanComponent: 0, into: &coefficients[header.components[0].frameIndex], at: block)
                continue
            }
            for (scanIndex, scanComponent) in header.components.enumerated() {
                let component = frame.components[scanComponent.frameIndex]
                for row in 0..<component.verticalSampling {
                    for column in 0..<component.horizontalSampling {
                        let blockRow = unitRow * component.verticalSampling + row
                        let blockColumn = unitColumn * component.horizontalSampling + column
                        let block = (blockRow * component.paddedBlocksAcross + blockColumn) * 64
                        try decodeBlock(
                            scanComponent: scanIndex, into: &coefficients[scanComponent.frameIndex], at: block
                        )
                    }
                }
            }
        }
        return reader.position
    }

    /// Decodes one block of scan component `scanComponent` into `blocks` at offset `block`.
    private mutating func decodeBlock(scanComponent: Int, into blocks: inout [Int16], at block: Int)
        throws(JPEGDecodingError)
    {
        switch kind {
        case .sequential:
            try decodeSequential(scanComponent: scanComponent, into: &blocks, at: block)
        case .dcFirst:
            try decodeDCFirst(scanComponent: scanComponent, into: &blocks, at: block)
        case .dcRefinement:
            decodeDCRefinement(into: &blocks, at: block)
        case .acFirst:
            try decodeACFirst(scanComponent: scanComponent, into: &blocks, at: block)
        case .acRefinement:
            try decodeACRefinement(scanComponent: scanComponent, into: &blocks, at: block)
        }
    }
}
