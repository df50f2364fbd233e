extension DecodedImage {
    /// The image shrunk to fit within `maxWidth` × `maxHeight`, keeping its aspect ratio; never
    /// enlarged, and returned as is when it already fits.
    ///
    /// Each new pixel is the rounded mean of the block of old pixels it covers (a box filter): old
    /// columns `x * width / newWidth ..< (x + 1) * width / newWidth`, and rows likewise.
    package func scaledToFit(maxWidth: Int, maxHeight: Int) -> DecodedImage {
        let maxWidth = max(maxWidth, 1)
        let maxHeight = max(maxHeight, 1)
        guard width > maxWidth || height > maxHeight else { return self }
        // The smaller of the two ratios, compared without division: maxWidth/width < maxHeight/height.
        let widthLimits = maxWidth * height < maxHeight * width
        let newWidth = widthLimits ? maxWidth : max(1, (width * maxHeight + height / 2) / height)
        let newHeight = widthLimits ? max(1, (height * maxWidth + width / 2) / width) : maxHeight
        var scaled = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        for row in 0..<newHeight {
            let rows = (row * height / newHeight)..<((row + 1) * height / newHeight)
            for column in 0..<newWidth {
                let columns = (column * width / newWidth)..<((column + 1) * width / newWidth)
                var sums = (0, 0, 0)
                for sourceRow in rows {
                    for sourceColumn in columns {
                        let index = (sourceRow * width + sourceColumn) * 3
                        sums.0 += Int(pixels[index])
                        sums.1 += Int(pixels[index + 1])
                        sums.2 += Int(pixels[index + 2])
                    }
                }
                let count = rows.count * columns.count
                let index = (row * newWidth + column) * 3
                scaled[index] = UInt8((sums.0 + count / 2) / count)
                scaled[index + 1] = UInt8((sums.1 + count / 2) / count)
                scaled[index + 2] = UInt8((sums.2 + count / 2) / count)
            }
        }
        return DecodedImage(width: newWidth, height: newHeight, pixels: scaled)
    }
}
