import CoreGraphics

/// A decoded thumbnail, shareable between the store's actor and views.
///
/// `CGImage` is immutable and safe to use from any thread, so the wrapper is `Sendable`; it is a class
/// so `NSCache` can hold it.
final class ThumbnailImage: @unchecked Sendable {
    /// The decoded, downsampled image.
    let cgImage: CGImage

    /// Wraps a decoded image.
    init(cgImage: CGImage) {
        self.cgImage = cgImage
    }
}
