import CatalogTestSupport
import TerminalKit
import Testing

/// Damaged files: the decoder either decodes them or throws, and never traps.
@Suite struct JPEGDecoderRobustnessTests {
    /// Fixtures damaged in every test: sequential and progressive, subsampled, grayscale, with restarts.
    static let fixtures = [
        "baseline-420-33x20", "baseline-422-17x9", "baseline-gray-33x20", "baseline-restart-420-33x20",
        "progressive-420-33x20", "progressive-444-33x20", "progressive-restart-420-33x20",
        "catalog-scans-420-90x160",
    ]
    /// Damaged copies made of each fixture.
    static let mutationsPerFixture = 250
    /// The size limit while decoding damaged files, so a damaged frame header cannot ask a debug build
    /// for a 4096×4096 picture.
    static let maximumDimension = 256

    /// `bytes` damaged one of five ways: bytes overwritten, cut short, a range of random bytes, a run
    /// of FF bytes inserted, or a range repeated.
    private func damage(_ bytes: [UInt8], with random: inout SplitMix64) -> [UInt8] {
        var damaged = bytes
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                damaged[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
                    in: 0...255, using: &random)
            }
        case 1:
            damaged.removeSubrange(position...)
        case 2:
            let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
            for index in position..<end {
                damaged[index] = UInt8.random(in: 0...255, using: &random)
            }
        case 3:
            damaged.insert(
                contentsOf: Array(repeating: 0xFF, count: Int.random(in: 1...4, using: &random)), at: position
            )
        default:
            let end = min(bytes.count, position + Int.random(in: 1...200, using: &random))
            damaged.insert(contentsOf: bytes[position..<end], at: position)
        }
        return damaged
    }

    @Test(arguments: fixtures)
    func survivesDamagedFiles(fixture: String) throws {
        let bytes = try ImageFixtures.bytes(fixture + ".jpg")
        var random = SplitMix64(
            seed: UInt64(truncatingIfNeeded: fixture.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        var decoded = 0
        var refused = 0
        for _ in 0..<Self.mutationsPerFixture {
            let damaged = damage(bytes, with: &random)
            do {
                let image = try JPEGDecoder.decode(damaged, maximumDimension: Self.maximumDimension)
                #expect(image.pixels.count == image.width * image.height * 3)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                refused += 1
            }
        }
        #expect(decoded + refused == Self.mutationsPerFixture)
        #expect(decoded > 0 && refused > 0, "\(decoded) decoded, \(refused) refused")
    }

    @Test func decodesAProgressiveFileCutInsideItsScans() throws {
        let bytes = try ImageFixtures.bytes("catalog-scans-420-90x160.jpg")
        // Past the headers and the first scan, the rest of the data is read as zeros, as libjpeg does.
        let image = try JPEGDecoder.decode(Array(bytes.prefix(bytes.count * 3 / 4)))
        #expect(image.width == 90)
        #expect(image.height == 160)
    }

    @Test func refusesAFileCutInsideItsHeaders() throws {
        let bytes = try ImageFixtures.bytes("baseline-420-33x20.jpg")
        #expect(throws: JPEGDecodingError.self) { try JPEGDecoder.decode(Array(bytes.prefix(100))) }
    }
}
