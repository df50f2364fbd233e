/// Decodes baseline, extended (8-bit Huffman) and progressive JPEG files to RGB without any library.
///
/// Reads grayscale and YCbCr files with any whole-ratio chroma sampling (4:4:4, 4:2:2, 4:2:0 and
/// others), restart intervals, fill bytes and byte stuffing; skips APPn and COM segments. Refuses
/// arithmetic coding, 12-bit samples, lossless and hierarchical files, CMYK, and pictures larger than
/// the caller's limit with a ``JPEGDecodingError``. Malformed input throws rather than traps; scan data
/// cut short decodes as zeros past the cut, as libjpeg does. See Documentation/Thumbnails.md.
package enum JPEGDecoder {
    /// The largest width or height accepted unless the caller says otherwise; a 4096×4096 4:4:4 picture
    /// holds about 100 MB of coefficients while decoding.
    package static let defaultMaximumDimension = 4096

    /// The picture in `bytes`, a JPEG file; one wider or taller than `maximumDimension` pixels throws
    /// ``JPEGDecodingError/tooLarge(width:height:limit:)`` before anything is allocated for it.
    package static func decode(_ bytes: [UInt8], maximumDimension: Int = defaultMaximumDimension)
        throws(JPEGDecodingError) -> DecodedImage
    {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .notJPEG }
        var reader = JPEGByteReader(bytes)
        reader.position = 2
        var tables = JPEGTables()
        var frame: JPEGFrame?
        var coefficients: [[Int16]] = []
        var quantization: [[Int]?] = []
        var restartInterval = 0
        var scanCount = 0
        markers: while let marker = reader.nextMarker() {
            switch marker {
            case 0xD9:
                break markers
            case 0x01, 0xD0...0xD7:
                continue
            case 0xD8:
                throw .malformed("a second start-of-image marker")
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw .malformed("more than one frame header") }
                let header = try JPEGFrame(
                    marker: marker, segment: try reader.readSegment("the frame header"),
                    maximumDimension: maximumDimension)
                coefficients = header.components.map {
                    Array(repeating: 0, count: $0.paddedBlocksAcross * $0.paddedBlocksDown * 64)
                }
                quantization = Array(repeating: nil, count: header.components.count)
                frame = header
            case 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCC, 0xCD, 0xCE, 0xCF, 0xDE, 0xDF:
                throw .unsupported(refusal(marker))
            case 0xC4:
                try tables.readHuffman(try reader.readSegment("a Huffman table segment"))
            case 0xDB:
                try tables.readQuantization(try reader.readSegment("a quantisation table segment"))
            case 0xDD:
                var segment = try reader.readSegment("the restart interval")
                restartInterval = try segment.readUInt16("the restart interval")
            case 0xDA:
                guard let frame else { throw .malformed("a scan before the frame header") }
                let header = try JPEGScanHeader(
                    segment: try reader.readSegment("a scan header"), frame: frame)
                for component in header.components where quantization[component.frameIndex] == nil {
                    let table = frame.components[component.frameIndex].quantizationTable
                    guard let steps = tables.quantization[table] else {
                        throw .malformed("a scan uses quantisation table \(table), which was never defined")
                    }
                    quantization[component.frameIndex] = steps
                }
                var scan = try JPEGScanDecoder(
                    frame: frame, header: header, dcTables: tables.dcHuffman, acTables: tables.acHuffman,
                    bytes: bytes, position: reader.position)
                reader.position = try scan.decode(into: &coefficients, restartInterval: restartInterval)
                scanCount += 1
            default:
                _ = try reader.readSegment("a marker segment")
            }
        }
        guard let frame else { throw .truncated("it has no frame header") }
        guard scanCount > 0 else { throw .truncated("it has no scan") }
        return picture(frame: frame, coefficients: coefficients, quantization: quantization)
    }

    /// Why the frame or table marker `marker` is refused.
    private static func refusal(_ marker: UInt8) -> String {
        switch marker {
        case 0xC3: "lossless coding (SOF3)"
        case 0xC5, 0xC6, 0xC7, 0xDE, 0xDF: "hierarchical coding"
        default: "arithmetic coding"
        }
    }

    /// The RGB picture from `frame`'s decoded coefficients: inverse DCT, upsampling, colour conversion.
    private static func picture(frame: JPEGFrame, coefficients: [[Int16]], quantization: [[Int]?])
        -> DecodedImage
    {
        let planes = frame.components.indices.map { index in
            let component = frame.components[index]
            let samples = JPEGInverseDCT.samples(
                coefficients: coefficients[index], blocksAcross: component.paddedBlocksAcross,
                blocksDown: component.paddedBlocksDown,
                quantization: quantization[index] ?? Array(repeating: 0, count: 64))
            let plane = JPEGUpsampler.Plane(
                samples: samples, stride: component.paddedBlocksAcross * 8, width: component.sampleWidth,
                height: component.sampleHeight)
            return JPEGUpsampler.upsample(
                plane, horizontal: frame.maxHorizontalSampling / component.horizontalSampling,
                vertical: frame.maxVerticalSampling / component.verticalSampling, width: frame.width,
                height: frame.height)
        }
        let pixels =
            planes.count == 3
            ? JPEGColorConverter.rgb(luma: planes[0], blueDifference: planes[1], redDifference: planes[2])
            : JPEGColorConverter.rgb(gray: planes[0])
        return DecodedImage(width: frame.width, height: frame.height, pixels: pixels)
    }
}
