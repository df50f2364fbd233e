/// A cell on the screen, counted from 0 at the top-left corner.
package struct CursorPosition: Hashable, Sendable {
    /// The row, from 0 at the top.
    package var row: Int
    /// The column, from 0 at the left edge.
    package var column: Int

    /// The cell at `row`, `column` (both from 0).
    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
