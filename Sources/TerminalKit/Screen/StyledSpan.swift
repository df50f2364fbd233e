/// A run of text in one style, part of a `FrameRow`.
package struct StyledSpan: Hashable, Sendable {
    /// The text, on one line; control characters in it are never written to the terminal.
    package var text: String
    /// How the text looks.
    package var style: TextStyle

    /// A span of `text` in `style` (plain by default).
    package init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}
