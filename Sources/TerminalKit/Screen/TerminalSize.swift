/// The size of a terminal in character cells.
package struct TerminalSize: Hashable, Sendable {
    /// The number of columns (cells per row).
    package var columns: Int
    /// The number of rows.
    package var rows: Int

    /// A size of `columns` × `rows`.
    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size assumed when the terminal does not say: 80 × 24.
    package static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The size a terminal reported, with `fallback` for each dimension it reported as 0 (as pseudo
    /// terminals nobody sized do).
    package init(reportedColumns: Int, reportedRows: Int) {
        columns = reportedColumns > 0 ? reportedColumns : Self.fallback.columns
        rows = reportedRows > 0 ? reportedRows : Self.fallback.rows
    }
}
