import Foundation
import ImageIO

/// Decodes an image file straight to a small bitmap with ImageIO, never decoding it at full size.
enum ThumbnailDecoder {
    /// The image at `path` with its longest side at most `maxPixelSize` pixels, upright; nil when the
    /// file is missing or not an image.
    static func decode(path: String, maxPixelSize: Int) -> CGImage? {
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithURL(URL(fileURLWithPath: path) as CFURL, sourceOptions)
        else {
            return nil
        }
        let thumbnailOptions =
            [
                kCGImageSourceCreateThumbnailFromImageAlways: true,
                kCGImageSourceCreateThumbnailWithTransform: true,
                kCGImageSourceShouldCacheImmediately: true,
                kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
            ] as CFDictionary
        return CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions)
    }
}
