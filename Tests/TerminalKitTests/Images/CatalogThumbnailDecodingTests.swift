import CatalogTestSupport
import Foundation
import TerminalKit
import Testing

/// Decodes the real catalog's thumbnails (named by OTF_TEST_CATALOG; skipped when it is unset) and
/// checks each size against the file's frame header.
@Suite struct CatalogThumbnailDecodingTests {
    /// How many thumbnails, spread evenly over the sorted names, a debug build decodes; a debug build
    /// takes about half a second for each, so every one of the 1,200 is left to optimised test runs
    /// (`swift test -c release`).
    static let debugSampleSize = 24

    @Test(TestCatalog.isRequired) func decodesTheThumbnails() throws {
        let folder = try TestCatalog.directory() + "/public/thumbs"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(!names.isEmpty)
        #if DEBUG
            let step = max(1, names.count / Self.debugSampleSize)
        #else
            let step = 1
        #endif
        for name in stride(from: 0, to: names.count, by: step).map({ names[$0] }) {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            guard bytes.starts(with: [0xFF, 0xD8]) else {
                // A few thumbnails are PNG files with a .jpg name; they are refused, not misread.
                #expect(throws: JPEGDecodingError.notJPEG, "\(name)") { try JPEGDecoder.decode(bytes) }
                continue
            }
            let image = try JPEGDecoder.decode(bytes)
            let size = try #require(FrameSize.read(bytes), "\(name) has no frame header")
            #expect(image.width == size.width && image.height == size.height, "\(name)")
        }
    }
}
