internal import PlatformShims

extension TerminalSize {
    /// The size of the terminal open on `fileDescriptor`, or `fallback` (80 × 24) for each dimension it
    /// does not report (not a terminal, or a size of 0).
    package static func current(of fileDescriptor: Int32) -> TerminalSize {
        var columns: UInt16 = 0
        var rows: UInt16 = 0
        guard otf_terminal_window_size(fileDescriptor, &columns, &rows) == 0 else {
            return fallback
        }
        return TerminalSize(reportedColumns: Int(columns), reportedRows: Int(rows))
    }
}
