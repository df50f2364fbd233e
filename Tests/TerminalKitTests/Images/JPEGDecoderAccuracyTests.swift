import TerminalKit
import Testing

/// Decodes Pillow-made JPEGs of every supported kind and compares the pixels with Pillow's own decode.
@Suite struct JPEGDecoderAccuracyTests {
    /// Every fixture with its size, as generate.py made it.
    static let fixtures: [(name: String, width: Int, height: Int)] = [
        ("baseline-420-33x20", 33, 20),
        ("baseline-444-33x20", 33, 20),
        ("baseline-422-17x9", 17, 9),
        ("baseline-gray-33x20", 33, 20),
        ("baseline-optimized-420-17x9", 17, 9),
        ("baseline-restart-420-33x20", 33, 20),
        ("fill-bytes-restart-420-33x20", 33, 20),
        ("progressive-420-17x9", 17, 9),
        ("progressive-420-33x20", 33, 20),
        ("progressive-444-33x20", 33, 20),
        ("progressive-gray-17x9", 17, 9),
        ("progressive-restart-420-33x20", 33, 20),
        ("progressive-420-90x160", 90, 160),
        ("catalog-scans-420-90x160", 90, 160),
    ]

    @Test(arguments: fixtures)
    func matchesPillow(fixture: (name: String, width: Int, height: Int)) throws {
        let (jpeg, reference) = try ImageFixtures.jpegWithReference(fixture.name)
        let image = try JPEGDecoder.decode(jpeg)
        #expect(image.width == fixture.width)
        #expect(image.height == fixture.height)
        try #require(image.pixels.count == reference.count)
        let difference = PixelDifference(image.pixels, reference)
        #expect(difference.meanError.allSatisfy { $0 <= 0.25 }, "\(difference)")
        #expect(difference.maxError.allSatisfy { $0 <= 4 }, "\(difference)")
    }
}
