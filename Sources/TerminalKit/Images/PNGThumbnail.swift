/// A JPEG picture made into a small PNG file, for terminals whose image protocol takes PNG only (kitty).
package struct PNGThumbnail: Hashable, Sendable {
    /// The most pixels across or down a thumbnail keeps.
    ///
    /// A thumbnail fills at most 16 × 8 character cells, about 130 pixels square on common fonts, so 160
    /// is plenty; a 360×640 catalog thumbnail becomes 90×160, a PNG of about 43 KB (58 KB of base64)
    /// instead of 690 KB of pixels.
    package static let maximumSide = 160

    /// The PNG file.
    package let png: [UInt8]
    /// Its width in pixels.
    package let width: Int
    /// Its height in pixels.
    package let height: Int

    /// The thumbnail of the JPEG file `jpeg`: decoded, shrunk to fit ``maximumSide`` square with its
    /// aspect ratio kept, and encoded as PNG.
    package init(jpeg: [UInt8]) throws(JPEGDecodingError) {
        let image = try JPEGDecoder.decode(jpeg).scaledToFit(
            maxWidth: Self.maximumSide, maxHeight: Self.maximumSide)
        png = PNGEncoder.encode(image)
        width = image.width
        height = image.height
    }
}
