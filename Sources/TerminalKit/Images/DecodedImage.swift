/// A picture as 8-bit RGB pixels, row by row from the top, three bytes a pixel.
package struct DecodedImage: Hashable, Sendable {
    /// Pixels across; at least 1.
    package let width: Int
    /// Pixels down; at least 1.
    package let height: Int
    /// Red, green and blue for each pixel, row-major; `width × height × 3` bytes.
    package let pixels: [UInt8]

    /// An image of `width` × `height` pixels; `pixels` must hold exactly three bytes for each.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        precondition(pixels.count == width * height * 3, "an RGB image has three bytes a pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
