/// Everything on the screen at one moment, for one terminal size: what a pure render function returns.
package struct Frame: Hashable, Sendable {
    /// The terminal size the frame was made for.
    package var size: TerminalSize
    /// The rows from the top; rows past `size.rows` are not shown, and missing rows are blank.
    package var rows: [FrameRow]
    /// Where the cursor is shown (as in a text field), or nil to hide it.
    package var cursor: CursorPosition?

    /// A frame of `rows` for a terminal of `size`, with the cursor hidden unless `cursor` is given.
    package init(size: TerminalSize, rows: [FrameRow], cursor: CursorPosition? = nil) {
        self.size = size
        self.rows = rows
        self.cursor = cursor
    }
}
