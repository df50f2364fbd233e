/// How far two RGB pictures of the same size are apart, channel by channel.
struct PixelDifference: CustomStringConvertible {
    /// The mean absolute difference of red, green and blue.
    let meanError: [Double]
    /// The largest absolute difference of red, green and blue.
    let maxError: [Int]

    /// The difference between `pixels` and `reference`, interleaved RGB of the same length.
    init(_ pixels: [UInt8], _ reference: [UInt8]) {
        precondition(pixels.count == reference.count && pixels.count % 3 == 0)
        var sums = [0, 0, 0]
        var maxima = [0, 0, 0]
        for index in pixels.indices {
            let difference = abs(Int(pixels[index]) - Int(reference[index]))
            sums[index % 3] += difference
            maxima[index % 3] = max(maxima[index % 3], difference)
        }
        let count = Double(max(pixels.count / 3, 1))
        meanError = sums.map { Double($0) / count }
        maxError = maxima
    }

    /// The errors, for a failing expectation's message.
    var description: String { "mean error \(meanError), max error \(maxError)" }
}
