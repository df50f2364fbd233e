/// A cell on the screen, counted from 0 at the top-left corner.
public struct CursorPosition: Hashable, Sendable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left edge.
    public var column: Int

    /// The cell at `row`, `column` (both from 0).
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
