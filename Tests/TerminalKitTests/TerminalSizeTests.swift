import TerminalKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct TerminalSizeTests {
    @Test(arguments: [
        (120, 40, TerminalSize(columns: 120, rows: 40)),
        (0, 0, TerminalSize(columns: 80, rows: 24)),
        (100, 0, TerminalSize(columns: 100, rows: 24)),
        (0, 30, TerminalSize(columns: 80, rows: 30)),
        (-1, -5, TerminalSize(columns: 80, rows: 24)),
    ])
    func fallsBackTo80By24ForWhatIsNotReported(columns: Int, rows: Int, size: TerminalSize) {
        #expect(TerminalSize(reportedColumns: columns, reportedRows: rows) == size)
    }

    @Test func fallsBackTo80By24ForAPipe() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(TerminalSize.current(of: ends[0]) == TerminalSize(columns: 80, rows: 24))
    }
}
