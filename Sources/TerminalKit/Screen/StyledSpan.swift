/// A run of text in one style, part of a `FrameRow`.
public struct StyledSpan: Hashable, Sendable {
    /// The text, on one line; control characters in it are never written to the terminal.
    public var text: String
    /// How the text looks.
    public var style: TextStyle

    /// A span of `text` in `style` (plain by default).
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}
