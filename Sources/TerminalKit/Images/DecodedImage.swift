/// A picture as 8-bit RGB pixels, row by row from the top, three bytes a pixel.
public struct DecodedImage: Hashable, Sendable {
    /// Pixels across; at least 1.
    public let width: Int
    /// Pixels down; at least 1.
    public let height: Int
    /// Red, green and blue for each pixel, row-major; `width × height × 3` bytes.
    public let pixels: [UInt8]

    /// An image of `width` × `height` pixels; `pixels` must hold exactly three bytes for each.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        precondition(pixels.count == width * height * 3, "an RGB image has three bytes a pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
