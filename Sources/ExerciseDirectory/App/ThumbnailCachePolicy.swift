/// How much memory the iPhone app's decoded thumbnails may take: bounded by bytes, not by image count, so
/// a screen of large hero images cannot hold as much as a screen of small card images.
public enum ThumbnailCachePolicy {
    /// The cache's total cost limit in bytes (48 MiB: about 120 card thumbnails at 3× or 15 hero images).
    public static let byteLimit = 48 * 1024 * 1024

    /// What a decoded image of `height` rows of `bytesPerRow` bytes costs the cache.
    public static func cost(bytesPerRow: Int, height: Int) -> Int {
        max(0, bytesPerRow) * max(0, height)
    }
}
