import CatalogTestSupport
import Foundation
import TerminalKit
import Testing

@testable import TerminalDirectory

/// The thumbnail's picture sequence for each protocol, and the cache that makes it once per file.
@Suite struct ThumbnailPictureTests {
    /// The PNG bytes inside a kitty escape: the base64 payloads of its chunks, joined and decoded.
    private func kittyPNG(_ escape: String) throws -> [UInt8] {
        let payload = escape.split(separator: "\u{1B}_G").map { chunk in
            chunk.split(separator: ";", maxSplits: 1).last.map {
                $0.replacingOccurrences(of: "\u{1B}\\", with: "")
            }
                ?? ""
        }
        return Array(try #require(Data(base64Encoded: payload.joined())))
    }

    @Test func kittyGetsAPNGOfTheDecodedJPEG() throws {
        let escape = try #require(
            ThumbnailPicture.escape(fileBytes: SmallThumbnail.jpeg, imageProtocol: .kitty, rows: 8))
        // 18×32 fits within 160×160 as it is; 8 rows of cells twice as tall as wide: 16 × 18 / 32 = 9.
        #expect(escape.hasPrefix("\u{1B}_Ga=T,f=100,q=2,C=1,c=9,r=8,m=0;"))
        let png = try kittyPNG(escape)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR's width and height, big-endian, after the signature, the chunk length and "IHDR".
        #expect(Array(png[16..<24]) == [0, 0, 0, 18, 0, 0, 0, 32])
    }

    @Test func kittyShowsNothingForAFileThatIsNotAJPEG() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(ThumbnailPicture.escape(fileBytes: png, imageProtocol: .kitty, rows: 8) == nil)
        #expect(ThumbnailPicture.escape(fileBytes: [], imageProtocol: .kitty, rows: 8) == nil)
    }

    @Test func iTerm2GetsTheFileAsItIs() {
        let escape = ThumbnailPicture.escape(fileBytes: [0xFF, 0xD8, 0xFF], imageProtocol: .iTerm2, rows: 8)
        #expect(escape == InlineImageEscape.iTerm2(imageBytes: [0xFF, 0xD8, 0xFF], columns: 16, rows: 8))
    }

    @Test func kittyColumnsFollowThePictureShape() {
        // A catalog thumbnail, 360×640, scaled to 90×160: 16 × 90 / 160 = 9 columns.
        #expect(ThumbnailPicture.kittyColumns(width: 90, height: 160, rows: 8) == 9)
        // A square picture: 16 columns of cells half as wide as tall make a square.
        #expect(ThumbnailPicture.kittyColumns(width: 100, height: 100, rows: 8) == 16)
        // Wider than the box: capped at 16; very tall: at least 1.
        #expect(ThumbnailPicture.kittyColumns(width: 160, height: 90, rows: 8) == 16)
        #expect(ThumbnailPicture.kittyColumns(width: 1, height: 160, rows: 8) == 1)
    }

    @Test func theCacheReadsAFileOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("thumb.jpg")
        try Data(SmallThumbnail.jpeg).write(to: URL(fileURLWithPath: path))
        var cache = ThumbnailPictureCache()
        let first = cache.escape(forFileAt: path, imageProtocol: .kitty, rows: 8)
        #expect(first != nil)
        try FileManager.default.removeItem(atPath: path)
        // The file is gone, so the second answer can only be the remembered one.
        let second = cache.escape(forFileAt: path, imageProtocol: .kitty, rows: 8)
        #expect(second == first)
        let missing = cache.escape(forFileAt: folder.appending("missing.jpg"), imageProtocol: .kitty, rows: 8)
        #expect(missing == nil)
    }
}
