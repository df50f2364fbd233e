internal import TerminalKit

/// The escape sequence that draws a thumbnail file in the detail screen's picture box, for each inline
/// image protocol.
enum ThumbnailPicture {
    /// The picture sequence for the thumbnail file `fileBytes` in a box `rows` rows tall and twice as
    /// many columns wide, or nil when it cannot be shown (for kitty: when the file is not a JPEG the
    /// decoder reads).
    ///
    /// iTerm2 takes the JPEG as it is; kitty takes PNG only, so the JPEG is decoded, shrunk to
    /// ``PNGThumbnail/maximumSide`` and encoded as PNG.
    static func escape(fileBytes: [UInt8], imageProtocol: InlineImageProtocol, rows: Int) -> String? {
        switch imageProtocol {
        case .iTerm2:
            return InlineImageEscape.iTerm2(imageBytes: fileBytes, columns: rows * 2, rows: rows)
        case .kitty:
            guard let thumbnail = try? PNGThumbnail(jpeg: fileBytes) else { return nil }
            let columns = kittyColumns(width: thumbnail.width, height: thumbnail.height, rows: rows)
            return InlineImageEscape.kitty(pngBytes: thumbnail.png, columns: columns, rows: rows)
        }
    }

    /// How many columns a `width` × `height` picture `rows` rows tall takes in kitty, at most `rows × 2`.
    ///
    /// kitty stretches a picture to fill exactly the cells it is given, so the columns follow the
    /// picture's shape, taking a character cell to be twice as tall as it is wide.
    static func kittyColumns(width: Int, height: Int, rows: Int) -> Int {
        guard width > 0, height > 0 else { return rows * 2 }
        return min(rows * 2, max(1, (rows * 2 * width + height / 2) / height))
    }
}
