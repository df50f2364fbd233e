import CoreGraphics
import Foundation
import ImageIO
import Testing

@testable import OTFExercises

@Suite("Decoding and caching thumbnails")
struct ThumbnailStoreTests {
    /// A catalog thumbnail folder holding one 400 × 200 JPEG named "wide.jpg", removed afterwards.
    private final class ThumbnailFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-thumbs-\(UUID().uuidString)"
        )
        .path

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            let context = try #require(
                CGContext(
                    data: nil, width: 400, height: 200, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
            context.setFillColor(CGColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 400, height: 200))
            let image = try #require(context.makeImage())
            let url = URL(fileURLWithPath: path + "/wide.jpg")
            let destination = try #require(
                CGImageDestinationCreateWithURL(url as CFURL, "public.jpeg" as CFString, 1, nil))
            CGImageDestinationAddImage(destination, image, nil)
            #expect(CGImageDestinationFinalize(destination))
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        func request(_ thumbnail: String, points: CGFloat) throws -> ThumbnailRequest {
            try #require(
                ThumbnailRequest(
                    thumbnailsDirectory: path, thumbnail: thumbnail, pointSize: points, displayScale: 1))
        }
    }

    @Test("an image is decoded with its longest side at the requested size, keeping its shape")
    func downsampled() async throws {
        let folder = try ThumbnailFolder()
        let image = try #require(
            await ThumbnailStore().image(for: folder.request("/thumbs/wide.jpg", points: 100)))
        #expect(image.cgImage.width == 100)
        #expect(image.cgImage.height == 50)
    }

    @Test("the same request is served from the cache; another size is decoded again")
    func cached() async throws {
        let folder = try ThumbnailFolder()
        let store = ThumbnailStore()
        let first = try #require(await store.image(for: folder.request("/thumbs/wide.jpg", points: 100)))
        let again = try #require(await store.image(for: folder.request("/thumbs/wide.jpg", points: 100)))
        let larger = try #require(await store.image(for: folder.request("/thumbs/wide.jpg", points: 200)))
        #expect(first === again)
        #expect(larger !== first)
        #expect(larger.cgImage.width == 200)
    }

    @Test(
        "a missing file, a path out of the folder or a malformed path gives no image",
        arguments: ["/thumbs/missing.jpg", "/thumbs/../wide.jpg", "thumbs/wide.jpg", "/thumbs/"])
    func noImage(thumbnail: String) async throws {
        let folder = try ThumbnailFolder()
        #expect(try await ThumbnailStore().image(for: folder.request(thumbnail, points: 100)) == nil)
    }
}
