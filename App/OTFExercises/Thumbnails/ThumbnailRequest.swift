import Foundation

/// One thumbnail at one decoded size: what the thumbnail store loads and caches.
struct ThumbnailRequest: Hashable, Sendable {
    /// The catalog's thumbnail folder.
    let thumbnailsDirectory: String
    /// The catalog's thumbnail path, such as "/thumbs/ABC.jpg".
    let thumbnail: String
    /// The longest side of the decoded image, in pixels.
    let maxPixelSize: Int

    /// A request for `thumbnail` shown `pointSize` points on its longest side at `displayScale`; nil when
    /// the catalog has no thumbnail folder or the exercise no thumbnail.
    init?(thumbnailsDirectory: String?, thumbnail: String, pointSize: CGFloat, displayScale: CGFloat) {
        guard let thumbnailsDirectory, !thumbnail.isEmpty else { return nil }
        self.thumbnailsDirectory = thumbnailsDirectory
        self.thumbnail = thumbnail
        maxPixelSize = max(1, Int((pointSize * max(displayScale, 1)).rounded(.up)))
    }

    /// The cache key: size, folder and path separated by NUL, which no path can contain.
    var cacheKey: String {
        "\(maxPixelSize)\u{0}\(thumbnailsDirectory)\u{0}\(thumbnail)"
    }
}
