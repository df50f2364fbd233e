import TerminalKit
import Testing

/// The box-filter downscale, against means worked out by hand.
@Suite struct ImageScalingTests {
    /// A gray image whose pixels have the values in `rows`.
    private func gray(_ rows: [[UInt8]]) -> DecodedImage {
        DecodedImage(
            width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.flatMap { [$0, $0, $0] } })
    }

    @Test func averagesEachBlockOfPixels() {
        let image = gray([[0, 10, 100, 200], [20, 30, 101, 201]])
        let scaled = image.scaledToFit(maxWidth: 2, maxHeight: 2)
        // Halved both ways would be 2×1: (0 + 10 + 20 + 30) / 4 = 15; (100 + 200 + 101 + 201) / 4 =
        // 150.5, rounded to 151.
        #expect(scaled == gray([[15, 151]]))
    }

    @Test func coversUnevenBlocks() {
        // 3 columns into 2: the first takes column 0, the second columns 1 and 2: (20 + 41) / 2 = 30.5,
        // rounded to 31.
        let scaled = gray([[9, 20, 41]]).scaledToFit(maxWidth: 2, maxHeight: 5)
        #expect(scaled == gray([[9, 31]]))
    }

    @Test func keepsTheAspectRatioOfAThumbnail() {
        let thumbnail = DecodedImage(
            width: 360, height: 640, pixels: Array(repeating: 7, count: 360 * 640 * 3))
        let scaled = thumbnail.scaledToFit(maxWidth: 160, maxHeight: 160)
        #expect(scaled.width == 90)
        #expect(scaled.height == 160)
        #expect(scaled.pixels.allSatisfy { $0 == 7 })
        let wide = DecodedImage(width: 640, height: 359, pixels: Array(repeating: 0, count: 640 * 359 * 3))
        let scaledWide = wide.scaledToFit(maxWidth: 160, maxHeight: 160)
        // 359 × 160 / 640 = 89.75, rounded to 90.
        #expect(scaledWide.width == 160)
        #expect(scaledWide.height == 90)
    }

    @Test func neverEnlarges() {
        let image = gray([[1, 2], [3, 4]])
        #expect(image.scaledToFit(maxWidth: 100, maxHeight: 100) == image)
        #expect(image.scaledToFit(maxWidth: 2, maxHeight: 2) == image)
    }

    @Test func keepsAtLeastOnePixel() {
        let line = DecodedImage(width: 100, height: 1, pixels: Array(repeating: 50, count: 300))
        let scaled = line.scaledToFit(maxWidth: 10, maxHeight: 10)
        #expect(scaled.width == 10)
        #expect(scaled.height == 1)
    }
}
