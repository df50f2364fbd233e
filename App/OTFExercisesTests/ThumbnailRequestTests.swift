import Foundation
import Testing

@testable import OTFExercises

@Suite("Thumbnail requests and their cache keys")
struct ThumbnailRequestTests {
    @Test("no request without a thumbnail folder or without a thumbnail")
    func noRequest() {
        #expect(
            ThumbnailRequest(
                thumbnailsDirectory: nil, thumbnail: "/thumbs/a.jpg", pointSize: 88, displayScale: 3)
                == nil)
        #expect(
            ThumbnailRequest(thumbnailsDirectory: "/t", thumbnail: "", pointSize: 88, displayScale: 3) == nil)
    }

    @Test(
        "the pixel size is the point size times the display scale, rounded up, at least 1",
        arguments: [
            (88.0, 3.0, 264), (88.0, 2.0, 176), (110.5, 2.0, 221), (100.2, 1.0, 101), (0.0, 3.0, 1),
            (50.0, 0.0, 50),
        ])
    func pixelSize(pointSize: Double, scale: Double, expected: Int) throws {
        let request = try #require(
            ThumbnailRequest(
                thumbnailsDirectory: "/t", thumbnail: "/thumbs/a.jpg", pointSize: pointSize,
                displayScale: scale))
        #expect(request.maxPixelSize == expected)
    }

    @Test("the key tells apart sizes, folders and files, and is the same for the same request")
    func keys() throws {
        func key(_ folder: String, _ thumbnail: String, _ points: CGFloat) throws -> String {
            try #require(
                ThumbnailRequest(
                    thumbnailsDirectory: folder, thumbnail: thumbnail, pointSize: points, displayScale: 2)
            )
            .cacheKey
        }
        let base = try key("/catalog/thumbs", "/thumbs/a.jpg", 88)
        #expect(try key("/catalog/thumbs", "/thumbs/a.jpg", 88) == base)
        #expect(try key("/catalog/thumbs", "/thumbs/a.jpg", 110) != base)
        #expect(try key("/other/thumbs", "/thumbs/a.jpg", 88) != base)
        #expect(try key("/catalog/thumbs", "/thumbs/b.jpg", 88) != base)
        #expect(base == "176\u{0}/catalog/thumbs\u{0}/thumbs/a.jpg")
    }

    @Test("a folder name holding the separator text of another request does not collide with it")
    func noCollision() throws {
        let first = try #require(
            ThumbnailRequest(
                thumbnailsDirectory: "/a", thumbnail: "/thumbs/x|/thumbs/y", pointSize: 10, displayScale: 1))
        let second = try #require(
            ThumbnailRequest(
                thumbnailsDirectory: "/a|/thumbs/x", thumbnail: "/thumbs/y", pointSize: 10, displayScale: 1))
        #expect(first.cacheKey != second.cacheKey)
    }
}
