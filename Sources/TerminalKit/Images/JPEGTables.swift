/// The quantisation and Huffman tables defined so far (DQT and DHT segments), four of each kind.
struct JPEGTables {
    /// Quantisation tables 0...3, each 64 steps in row-major order.
    private(set) var quantization: [[Int]?] = Array(repeating: nil, count: 4)
    /// DC Huffman tables 0...3.
    private(set) var dcHuffman: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)
    /// AC Huffman tables 0...3.
    private(set) var acHuffman: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)

    /// Reads every table in the body of a DQT segment (8-bit or 16-bit steps, in zigzag order).
    mutating func readQuantization(_ segment: JPEGByteReader) throws(JPEGDecodingError) {
        var segment = segment
        while segment.remaining > 0 {
            let header = try segment.readByte("a quantisation table")
            let precision = header >> 4
            let index = Int(header & 15)
            guard precision <= 1, index <= 3 else {
                throw .malformed("quantisation table \(index) with precision \(precision)")
            }
            var steps = [Int](repeating: 0, count: 64)
            for zigzag in 0..<64 {
                steps[JPEGZigzag.naturalOrder[zigzag]] =
                    precision == 0
                    ? Int(try segment.readByte("a quantisation table"))
                    : try segment.readUInt16("a quantisation table")
            }
            quantization[index] = steps
        }
    }

    /// Reads every table in the body of a DHT segment.
    mutating func readHuffman(_ segment: JPEGByteReader) throws(JPEGDecodingError) {
        var segment = segment
        while segment.remaining > 0 {
            let header = try segment.readByte("a Huffman table")
            let tableClass = header >> 4
            let index = Int(header & 15)
            guard tableClass <= 1, index <= 3 else {
                throw .malformed("Huffman table \(index) of class \(tableClass)")
            }
            var counts: [Int] = []
            for _ in 0..<16 {
                counts.append(Int(try segment.readByte("a Huffman table")))
            }
            let total = counts.reduce(0, +)
            guard total <= 256 else { throw .malformed("a Huffman table of \(total) codes") }
            var symbols: [UInt8] = []
            for _ in 0..<total {
                symbols.append(try segment.readByte("a Huffman table"))
            }
            let table = try JPEGHuffmanTable(counts: counts, symbols: symbols)
            if tableClass == 0 {
                dcHuffman[index] = table
            } else {
                acHuffman[index] = table
            }
        }
    }
}
