/// Why a JPEG file could not be decoded.
package enum JPEGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with a JPEG start-of-image marker (FF D8).
    case notJPEG
    /// The file ends inside a marker segment, or before any picture data.
    case truncated(String)
    /// The file is a kind of JPEG this decoder does not read (arithmetic coding, 12-bit samples,
    /// lossless or hierarchical), or uses a feature it does not support.
    case unsupported(String)
    /// The file breaks the JPEG rules: a bad table, a bad scan header, an impossible size.
    case malformed(String)
    /// The picture is wider or taller than `limit`, the most the caller accepts (by default
    /// ``JPEGDecoder/defaultMaximumDimension``).
    case tooLarge(width: Int, height: Int, limit: Int)

    /// A sentence saying what is wrong.
    package var description: String {
        switch self {
        case .notJPEG:
            "not a JPEG file (no start-of-image marker)"
        case .truncated(let detail):
            "the JPEG file is cut short: \(detail)"
        case .unsupported(let detail):
            "unsupported JPEG: \(detail)"
        case .malformed(let detail):
            "malformed JPEG: \(detail)"
        case .tooLarge(let width, let height, let limit):
            "the JPEG is \(width)×\(height) pixels, larger than the \(limit)×\(limit) accepted"
        }
    }
}
