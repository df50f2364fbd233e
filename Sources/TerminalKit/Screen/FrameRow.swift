/// One screen row of a `Frame`: styled spans written left to right from the first column.
///
/// Whatever does not fit the terminal width is cut off (never wrapped) at a whole grapheme cluster;
/// the rest of the row is blank.
public struct FrameRow: Hashable, Sendable {
    /// The spans, left to right.
    public var spans: [StyledSpan]

    /// A row of `spans`.
    public init(_ spans: [StyledSpan]) {
        self.spans = spans
    }

    /// A row of one span of `text` in `style` (plain by default).
    public init(_ text: String, style: TextStyle = .plain) {
        spans = [StyledSpan(text, style: style)]
    }

    /// A row with nothing on it.
    public static let blank = FrameRow([])
}
