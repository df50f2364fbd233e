/// One screen row of a `Frame`: styled spans written left to right from the first column.
///
/// Whatever does not fit the terminal width is cut off (never wrapped) at a whole grapheme cluster;
/// the rest of the row is blank.
package struct FrameRow: Hashable, Sendable {
    /// The spans, left to right.
    package var spans: [StyledSpan]

    /// A row of `spans`.
    package init(_ spans: [StyledSpan]) {
        self.spans = spans
    }

    /// A row of one span of `text` in `style` (plain by default).
    package init(_ text: String, style: TextStyle = .plain) {
        spans = [StyledSpan(text, style: style)]
    }

    /// A row with nothing on it.
    package static let blank = FrameRow([])
}
