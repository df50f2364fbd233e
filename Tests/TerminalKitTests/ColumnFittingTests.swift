import TerminalKit
import Testing

@Suite struct ColumnFittingTests {
    @Test func naturalWidthsWhenEverythingFits() {
        #expect(ColumnFitting.widths(natural: [10, 5], minimum: [4, 4], available: 20) == [10, 5])
        #expect(ColumnFitting.widths(natural: [10, 5], minimum: [4, 4], available: 15) == [10, 5])
    }

    @Test func theWidestColumnsAreCutFirstAndEvenly() {
        // Caps of 17 give 17 + 10 + 17 = 44: the 10-cell column stays whole.
        #expect(
            ColumnFitting.widths(natural: [30, 10, 20], minimum: [0, 0, 0], available: 44) == [17, 10, 17])
        // A cap of 22 gives 44; the one cell left goes to the first cut column.
        #expect(ColumnFitting.widths(natural: [30, 30], minimum: [0, 0], available: 45) == [23, 22])
    }

    @Test func minimumsHoldAndTooLittleRoomIsNil() {
        // The first column cannot go below 25, so the second gets the other 15.
        #expect(ColumnFitting.widths(natural: [30, 30], minimum: [25, 5], available: 40) == [25, 15])
        // A minimum above the natural width asks for no more than the natural width.
        #expect(ColumnFitting.widths(natural: [4, 30], minimum: [10, 10], available: 20) == [4, 16])
        #expect(ColumnFitting.widths(natural: [30, 30], minimum: [25, 20], available: 40) == nil)
    }
}
