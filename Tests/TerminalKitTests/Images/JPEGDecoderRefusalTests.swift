import TerminalKit
import Testing

/// Files the decoder refuses, each with the error that says why; the files are built here by hand.
@Suite struct JPEGDecoderRefusalTests {
    /// SOI, then a frame header with marker `marker`, `precision` bits, `width` × `height` pixels and
    /// `components` components sampled 1×1, then EOI.
    private func file(
        marker: UInt8 = 0xC0, precision: UInt8 = 8, width: Int = 16, height: Int = 16, components: Int = 1
    ) -> [UInt8] {
        let length = 8 + 3 * components
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF), precision]
        bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        bytes.append(UInt8(components))
        for identifier in 1...max(components, 1) where components > 0 {
            bytes += [UInt8(identifier), 0x11, 0]
        }
        return bytes + [0xFF, 0xD9]
    }

    @Test func refusesWhatIsNotAJPEG() {
        for bytes: [UInt8] in [[], [0xFF], [0x89, 0x50, 0x4E, 0x47], [0xD8, 0xFF]] {
            #expect(throws: JPEGDecodingError.notJPEG) { try JPEGDecoder.decode(bytes) }
        }
    }

    @Test(arguments: [
        (UInt8(0xC3), "lossless coding (SOF3)"),
        (0xC5, "hierarchical coding"), (0xC6, "hierarchical coding"), (0xC7, "hierarchical coding"),
        (0xC9, "arithmetic coding"), (0xCA, "arithmetic coding"), (0xCB, "arithmetic coding"),
        (0xCD, "arithmetic coding"), (0xCE, "arithmetic coding"), (0xCF, "arithmetic coding"),
    ])
    func refusesOtherCodingProcesses(marker: UInt8, reason: String) {
        #expect(throws: JPEGDecodingError.unsupported(reason)) {
            try JPEGDecoder.decode(file(marker: marker))
        }
    }

    @Test func refusesArithmeticConditioningTables() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xCC, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xD9]
        #expect(throws: JPEGDecodingError.unsupported("arithmetic coding")) { try JPEGDecoder.decode(bytes) }
    }

    @Test func refuses12BitSamples() {
        #expect(throws: JPEGDecodingError.unsupported("12-bit samples")) {
            try JPEGDecoder.decode(file(marker: 0xC1, precision: 12))
        }
    }

    @Test func refusesCMYKAndOddComponentCounts() {
        #expect(throws: JPEGDecodingError.unsupported("4 components (CMYK)")) {
            try JPEGDecoder.decode(file(components: 4))
        }
        #expect(throws: JPEGDecodingError.unsupported("2 components; only 1 or 3")) {
            try JPEGDecoder.decode(file(components: 2))
        }
        #expect(throws: JPEGDecodingError.unsupported("0 components; only 1 or 3")) {
            try JPEGDecoder.decode(file(components: 0))
        }
    }

    @Test func refusesPicturesOverTheSizeLimit() {
        #expect(throws: JPEGDecodingError.tooLarge(width: 5000, height: 10, limit: 4096)) {
            try JPEGDecoder.decode(file(width: 5000, height: 10))
        }
        #expect(throws: JPEGDecodingError.tooLarge(width: 16, height: 16, limit: 8)) {
            try JPEGDecoder.decode(file(), maximumDimension: 8)
        }
        let error = JPEGDecodingError.tooLarge(width: 5000, height: 10, limit: 4096)
        #expect(error.description == "the JPEG is 5000×10 pixels, larger than the 4096×4096 accepted")
    }

    @Test func refusesEmptyOrUnsizedFrames() {
        #expect(throws: JPEGDecodingError.malformed("the frame header gives a width of 0")) {
            try JPEGDecoder.decode(file(width: 0))
        }
        #expect(throws: JPEGDecodingError.unsupported("a height given by a DNL marker after the first scan"))
        {
            try JPEGDecoder.decode(file(height: 0))
        }
    }

    @Test func refusesFilesWithoutPictureData() {
        #expect(throws: JPEGDecodingError.truncated("it has no frame header")) {
            try JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0xD9])
        }
        #expect(throws: JPEGDecodingError.truncated("it has no scan")) { try JPEGDecoder.decode(file()) }
        #expect(throws: JPEGDecodingError.truncated("it ends inside the frame header")) {
            try JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08])
        }
    }

    @Test func refusesAScanBeforeTheFrame() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        #expect(throws: JPEGDecodingError.malformed("a scan before the frame header")) {
            try JPEGDecoder.decode(bytes)
        }
    }

    @Test func refusesAHuffmanTableWithMoreCodesThanItsLengthsHold() {
        // Three codes of one bit: only 0 and 1 exist, and libjpeg's rule keeps the all-ones code unused.
        let table: [UInt8] = [0x00, 3] + Array(repeating: 0, count: 15) + [0, 1, 2]
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC4, 0x00, UInt8(2 + table.count)] + table + [0xFF, 0xD9]
        #expect(throws: JPEGDecodingError.malformed("a Huffman table has too many codes")) {
            try JPEGDecoder.decode(bytes)
        }
    }

    @Test func saysWhyInASentence() {
        #expect(JPEGDecodingError.notJPEG.description == "not a JPEG file (no start-of-image marker)")
        #expect(
            JPEGDecodingError.unsupported("arithmetic coding").description
                == "unsupported JPEG: arithmetic coding")
    }
}
