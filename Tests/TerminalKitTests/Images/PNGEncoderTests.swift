import TerminalKit
import Testing

/// PNG files written byte for byte as worked out by hand and by generate.py (checked by Pillow and zlib).
@Suite struct PNGEncoderTests {
    @Test func writesATwoPixelImageByteForByte() throws {
        let image = DecodedImage(width: 2, height: 1, pixels: [255, 0, 0, 0, 0, 255])
        let expected: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]  // signature
            // IHDR: length 13; width 2, height 1, 8 bits, colour type 2, deflate, filter 0, no interlace.
            + [0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
            + [0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00]
            + [0x7B, 0x40, 0xE8, 0xDD]  // its CRC-32 (zlib.crc32)
            // IDAT: length 18; zlib header 78 01; one final stored block (01) of 7 bytes (07 00, and its
            // complement F8 FF): filter 0, red, blue; then the Adler-32 of those 7 bytes (0x070001FF).
            + [0x00, 0x00, 0x00, 0x12, 0x49, 0x44, 0x41, 0x54]
            + [0x78, 0x01, 0x01, 0x07, 0x00, 0xF8, 0xFF]
            + [0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF]
            + [0x07, 0x00, 0x01, 0xFF]
            + [0x55, 0x36, 0xBA, 0xC7]  // its CRC-32 (zlib.crc32)
            // IEND: length 0, and the CRC-32 of "IEND".
            + [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        let png = PNGEncoder.encode(image)
        #expect(png == expected)
        #expect(png == (try ImageFixtures.bytes("png-2x1.png")))
    }

    @Test func splitsLargeImagesIntoStoredBlocksOf65535Bytes() throws {
        // 150 rows of 1 + 450 bytes: 67,650 bytes, so one full block of 65,535 and a final one of 2,115.
        var pixels: [UInt8] = []
        for y in 0..<150 {
            for x in 0..<150 {
                pixels += [UInt8(x), UInt8(y), UInt8(x * y % 256)]
            }
        }
        let png = PNGEncoder.encode(DecodedImage(width: 150, height: 150, pixels: pixels))
        #expect(png == (try ImageFixtures.bytes("png-150x150.png")))
        // After the signature (8), IHDR (25), and IDAT's length, type and zlib header (10): the first
        // block's header, not final, LEN FFFF, NLEN 0000.
        #expect(Array(png[43..<48]) == [0x00, 0xFF, 0xFF, 0x00, 0x00])
    }
}
