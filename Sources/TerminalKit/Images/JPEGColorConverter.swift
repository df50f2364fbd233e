/// Converts JFIF YCbCr samples to RGB with libjpeg's fixed-point arithmetic (16 fraction bits), so the
/// result matches Pillow to the bit for the same samples:
/// R = Y + 1.402 (Cr − 128), G = Y − 0.34414 (Cb − 128) − 0.71414 (Cr − 128), B = Y + 1.772 (Cb − 128).
enum JPEGColorConverter {
    /// 1.402 with 16 fraction bits, rounded.
    private static let redFromCr = 91_881
    /// 1.772 with 16 fraction bits, rounded.
    private static let blueFromCb = 116_130
    /// 0.71414 with 16 fraction bits, rounded.
    private static let greenFromCr = 46_802
    /// 0.34414 with 16 fraction bits, rounded.
    private static let greenFromCb = 22_554
    /// One half with 16 fraction bits, for rounding.
    private static let half = 1 << 15

    /// Interleaved RGB bytes from three planes of the same size.
    static func rgb(luma: [UInt8], blueDifference: [UInt8], redDifference: [UInt8]) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: luma.count * 3)
        for index in 0..<luma.count {
            let y = Int(luma[index])
            let cb = Int(blueDifference[index]) - 128
            let cr = Int(redDifference[index]) - 128
            pixels[index * 3] = UInt8(clamping: y + ((redFromCr * cr + half) >> 16))
            pixels[index * 3 + 1] = UInt8(clamping: y + ((-greenFromCb * cb - greenFromCr * cr + half) >> 16))
            pixels[index * 3 + 2] = UInt8(clamping: y + ((blueFromCb * cb + half) >> 16))
        }
        return pixels
    }

    /// Interleaved RGB bytes with each gray sample in all three channels.
    static func rgb(gray: [UInt8]) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: gray.count * 3)
        for (index, sample) in gray.enumerated() {
            pixels[index * 3] = sample
            pixels[index * 3 + 1] = sample
            pixels[index * 3 + 2] = sample
        }
        return pixels
    }
}
