/// The picture size in a JPEG file's frame header, read by walking its marker segments; written apart
/// from the decoder so tests can check the decoder's size against it.
enum FrameSize {
    /// The width and height in the first SOF0...SOF15 header of `bytes`, or nil when there is none.
    static func read(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 2
        while index + 8 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        return nil
    }
}
