/// Turns the frame on screen and the next frame into the bytes that update the terminal: a pure
/// function, so the event loop writes its result in one buffered write.
///
/// Only rows that look different are rewritten, each from its first column, ending with "erase to end
/// of line" unless the row fills the width (erasing from the last column would wipe its last cell). A
/// new size, or no frame on screen yet, means a full redraw: clear the screen, then write every row that
/// is not blank. The cursor is hidden while rows are rewritten and shown at the frame's cursor position
/// at the end; every row leaves the terminal in the plain style.
package struct FrameRenderer: Sendable {
    /// Whether foreground colours are written; attributes (bold, dim, underline, reverse) always are.
    package var usesColor: Bool

    /// A renderer that writes colours unless `usesColor` is false (NO_COLOR).
    package init(usesColor: Bool = true) {
        self.usesColor = usesColor
    }

    /// The bytes that change the screen from showing `old` (nil when unknown: first frame, after a
    /// resume) to showing `new`; empty when nothing changes.
    package func diff(from old: Frame?, to new: Frame) -> String {
        let newRows = visibleRows(of: new)
        let newCursor = visibleCursor(of: new)
        guard let old, old.size == new.size else {
            var output = ControlSequence.hideCursor + ControlSequence.resetStyle + ControlSequence.clearScreen
            for (index, row) in newRows.enumerated() where !row.spans.isEmpty {
                output += ControlSequence.moveCursor(row: index, column: 0) + row.escapedText
            }
            return output + cursorEnding(newCursor, isShown: false, hasMoved: true)
        }
        let oldRows = visibleRows(of: old)
        let oldCursor = visibleCursor(of: old)
        let changedRows = newRows.indices.filter { oldRows[$0] != newRows[$0] }
        var output = ""
        var isCursorShown = oldCursor != nil
        if !changedRows.isEmpty, isCursorShown {
            output += ControlSequence.hideCursor
            isCursorShown = false
        }
        for index in changedRows {
            let row = newRows[index]
            output += ControlSequence.moveCursor(row: index, column: 0) + row.escapedText
            if row.width < new.size.columns {
                output += ControlSequence.eraseToEndOfLine
            }
        }
        let hasMoved = !changedRows.isEmpty || oldCursor != newCursor
        return output + cursorEnding(newCursor, isShown: isCursorShown, hasMoved: hasMoved)
    }

    /// The rows of `frame` as they will look, one per screen row.
    private func visibleRows(of frame: Frame) -> [VisibleRow] {
        (0..<max(0, frame.size.rows)).map { index in
            VisibleRow(
                index < frame.rows.count ? frame.rows[index] : nil, columns: frame.size.columns,
                usesColor: usesColor)
        }
    }

    /// The cursor of `frame` moved onto the screen, or nil when it is hidden or the screen is empty.
    private func visibleCursor(of frame: Frame) -> CursorPosition? {
        guard let cursor = frame.cursor, frame.size.rows > 0, frame.size.columns > 0 else {
            return nil
        }
        return CursorPosition(
            row: min(max(cursor.row, 0), frame.size.rows - 1),
            column: min(max(cursor.column, 0), frame.size.columns - 1))
    }

    /// The bytes that leave the cursor as `cursor` says, given whether it is shown now and whether
    /// the terminal's cursor has moved away from where it was.
    private func cursorEnding(_ cursor: CursorPosition?, isShown: Bool, hasMoved: Bool) -> String {
        guard let cursor else {
            return isShown ? ControlSequence.hideCursor : ""
        }
        var output = ""
        if hasMoved || !isShown {
            output += ControlSequence.moveCursor(row: cursor.row, column: cursor.column)
        }
        if !isShown {
            output += ControlSequence.showCursor
        }
        return output
    }
}
