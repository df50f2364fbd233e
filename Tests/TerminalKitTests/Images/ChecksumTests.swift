import Testing

@testable import TerminalKit

/// The checksums a PNG file needs, against their published check values.
@Suite struct ChecksumTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        // The check value of CRC-32/ISO-HDLC, the one zlib and PNG use.
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        // The CRC of the bare IEND chunk, which ends every PNG file.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func adler32MatchesTheWorkedExample() {
        // The example in Wikipedia's Adler-32 article.
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
        // By hand: a = 1 + 255 + 255 = 511 (0x1FF); b adds a after each byte: 1 + 256 × 5 + 511 = 1792
        // (0x700).
        #expect(Adler32.checksum([0, 255, 0, 0, 0, 0, 255]) == 0x0700_01FF)
    }

    @Test func adler32ReducesLongInputsWithoutOverflow() {
        // 6,000 bytes of FF run past the 5,552 bytes after which the sums are reduced; value from zlib.
        #expect(Adler32.checksum(Array(repeating: 0xFF, count: 6000)) == 0xA497_59EA)
    }
}
