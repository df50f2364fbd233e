/// The block-level coding of T.81: sequential blocks (F.2.2) and the four kinds of progressive scan
/// (G.1.2). Coefficients are kept in row-major order, scaled by their scan's `approximationLow` bit, and
/// clamped to 16 bits so a corrupt file cannot overflow them.
extension JPEGScanDecoder {
    /// The largest magnitude category a DC difference may have.
    private static let maxDCCategory = 16

    /// Decodes a DC difference with scan component `scanComponent`'s DC table and adds it to the
    /// component's prediction, returning the new DC value.
    private mutating func nextDC(scanComponent: Int) throws(JPEGDecodingError) -> Int {
        guard let table = dcTables[scanComponent] else { return 0 }
        let category = try reader.decode(table)
        guard category <= Self.maxDCCategory else {
            throw .malformed("a DC difference of magnitude category \(category)")
        }
        predictions[scanComponent] += reader.receiveExtended(category)
        return predictions[scanComponent]
    }

    /// A whole block of a sequential scan: the DC difference, then run-length coded AC coefficients.
    mutating func decodeSequential(scanComponent: Int, into blocks: inout [Int16], at block: Int)
        throws(JPEGDecodingError)
    {
        blocks[block] = Int16(clamping: try nextDC(scanComponent: scanComponent))
        guard let table = acTables[scanComponent] else { return }
        var index = 1
        while index < 64 {
            let symbol = try reader.decode(table)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                guard run == 15 else { break }
                index += 16
                continue
            }
            index += run
            guard index < 64 else { throw .malformed("a block with more than 64 coefficients") }
            blocks[block + JPEGZigzag.naturalOrder[index]] = Int16(clamping: reader.receiveExtended(size))
            index += 1
        }
    }

    /// The first pass over the DC coefficients (G.1.2.1): a difference from the prediction, shifted left.
    mutating func decodeDCFirst(scanComponent: Int, into blocks: inout [Int16], at block: Int)
        throws(JPEGDecodingError)
    {
        let value = try nextDC(scanComponent: scanComponent)
        blocks[block] = Int16(clamping: value << header.approximationLow)
    }

    /// One more bit of the DC coefficient (G.1.2.1): sent as is, with no Huffman coding.
    mutating func decodeDCRefinement(into blocks: inout [Int16], at block: Int) {
        if reader.readBit() == 1 {
            blocks[block] |= Int16(truncatingIfNeeded: 1 << header.approximationLow)
        }
    }

    /// The first pass over a band of AC coefficients (G.1.2.2): runs of zeros, values, and end-of-band
    /// runs that cover the rest of this block and of the next blocks.
    mutating func decodeACFirst(scanComponent: Int, into blocks: inout [Int16], at block: Int)
        throws(JPEGDecodingError)
    {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        guard let table = acTables[scanComponent] else { return }
        var index = header.spectralStart
        while index <= header.spectralEnd {
            let symbol = try reader.decode(table)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1 + reader.readBits(run)
                    break
                }
                index += 16
                continue
            }
            index += run
            guard index <= header.spectralEnd else { throw .malformed("an AC run past the end of its band") }
            let value = reader.receiveExtended(size) << header.approximationLow
            blocks[block + JPEGZigzag.naturalOrder[index]] = Int16(clamping: value)
            index += 1
        }
    }

    /// One more bit of a band of AC coefficients (G.1.2.3).
    ///
    /// Coefficients that are already nonzero get a correction bit each, read as the band is walked;
    /// coefficients that are still zero are skipped by the coded runs, and the value coded with a run
    /// (always ±1 at this bit) goes into the zero coefficient the run ends at. An end-of-band run means
    /// the rest of this band, and the whole band in the run's next blocks, has no newly nonzero
    /// coefficients but still carries correction bits for the nonzero ones. This follows libjpeg's
    /// `decode_mcu_AC_refine`.
    mutating func decodeACRefinement(scanComponent: Int, into blocks: inout [Int16], at block: Int)
        throws(JPEGDecodingError)
    {
        let bit = 1 << header.approximationLow
        var index = header.spectralStart
        if endOfBandRun == 0, let table = acTables[scanComponent] {
            while index <= header.spectralEnd {
                let symbol = try reader.decode(table)
                var zerosToSkip = symbol >> 4
                let size = symbol & 15
                var value = 0
                if size != 0 {
                    guard size == 1 else { throw .malformed("a refinement value of more than one bit") }
                    value = reader.readBit() == 1 ? bit : -bit
                } else if zerosToSkip != 15 {
                    endOfBandRun = (1 << zerosToSkip) + reader.readBits(zerosToSkip)
                    break
                }
                while index <= header.spectralEnd {
                    let position = block + JPEGZigzag.naturalOrder[index]
                    index += 1
                    if blocks[position] != 0 {
                        refine(&blocks[position], bit: bit)
                    } else if zerosToSkip == 0 {
                        if value != 0 {
                            blocks[position] = Int16(clamping: value)
                        }
                        break
                    } else {
                        zerosToSkip -= 1
                    }
                }
            }
        }
        if endOfBandRun > 0 {
            while index <= header.spectralEnd {
                let position = block + JPEGZigzag.naturalOrder[index]
                if blocks[position] != 0 {
                    refine(&blocks[position], bit: bit)
                }
                index += 1
            }
            endOfBandRun -= 1
        }
    }

    /// Reads a correction bit for the nonzero `coefficient`: when set, and the coefficient does not have
    /// `bit` yet, its magnitude grows by `bit`.
    private mutating func refine(_ coefficient: inout Int16, bit: Int) {
        guard reader.readBit() == 1 else { return }
        let value = Int(coefficient)
        if value & bit == 0 {
            coefficient = Int16(clamping: value >= 0 ? value + bit : value - bit)
        }
    }
}
