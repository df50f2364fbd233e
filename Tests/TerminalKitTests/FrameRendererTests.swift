import TerminalKit
import Testing

@Suite struct FrameRendererTests {
    /// The start of every full redraw: hide the cursor, plain style, clear the screen.
    private static let clear = "\u{1B}[?25l\u{1B}[0m\u{1B}[2J"
    private static let small = TerminalSize(columns: 10, rows: 3)

    /// A frame of plain rows on the 10 × 3 screen.
    private static func frame(_ rows: [String], cursor: CursorPosition? = nil) -> Frame {
        Frame(size: small, rows: rows.map { FrameRow($0) }, cursor: cursor)
    }

    @Test func drawsTheFirstFrameInFull() {
        let output = FrameRenderer().diff(from: nil, to: Self.frame(["Hello", "", "World"]))
        #expect(output == Self.clear + "\u{1B}[1;1HHello\u{1B}[3;1HWorld")
    }

    @Test func writesStylesAndEndsEachRowPlain() {
        let row = FrameRow([
            StyledSpan("Sel", style: TextStyle(bold: true, reverse: true)), StyledSpan(" x"),
        ])
        let coloured = FrameRow([
            StyledSpan("ok", style: TextStyle(foreground: .green)),
            StyledSpan("!", style: TextStyle(dim: true)),
            StyledSpan("u", style: TextStyle(underline: true, foreground: .gray)),
        ])
        let output = FrameRenderer().diff(from: nil, to: Frame(size: Self.small, rows: [row, coloured]))
        #expect(
            output == Self.clear + "\u{1B}[1;1H\u{1B}[0;1;7mSel\u{1B}[0m x"
                + "\u{1B}[2;1H\u{1B}[0;32mok\u{1B}[0;2m!\u{1B}[0;4;90mu\u{1B}[0m")
    }

    @Test func leavesColourOutWhenColourIsOff() {
        let row = FrameRow([
            StyledSpan("ok", style: TextStyle(foreground: .green)),
            StyledSpan("!", style: TextStyle(dim: true, foreground: .red)),
        ])
        let output = FrameRenderer(usesColor: false).diff(from: nil, to: Frame(size: Self.small, rows: [row]))
        #expect(output == Self.clear + "\u{1B}[1;1Hok\u{1B}[0;2m!\u{1B}[0m")
    }

    @Test func showsTheCursorWhereTheFrameAsks() {
        let output = FrameRenderer().diff(
            from: nil, to: Self.frame(["> squ"], cursor: CursorPosition(row: 0, column: 5)))
        #expect(output == Self.clear + "\u{1B}[1;1H> squ\u{1B}[1;6H\u{1B}[?25h")
    }

    @Test func rewritesOnlyTheRowsThatChanged() {
        let output = FrameRenderer().diff(
            from: Self.frame(["Hello", "World", "Bye"]), to: Self.frame(["Hello", "There", "Bye"]))
        #expect(output == "\u{1B}[2;1HThere\u{1B}[K")
    }

    @Test func writesNothingWhenNothingChanged() {
        let frame = Self.frame(["Hello", "World"], cursor: CursorPosition(row: 1, column: 2))
        #expect(FrameRenderer().diff(from: frame, to: frame) == "")
    }

    @Test func treatsRowsThatLookTheSameAsUnchanged() {
        let old = Frame(size: Self.small, rows: [FrameRow("ab")])
        let new = Frame(
            size: Self.small, rows: [FrameRow([StyledSpan("a"), StyledSpan(""), StyledSpan("b")])])
        #expect(FrameRenderer().diff(from: old, to: new) == "")
        let clipped = Frame(size: Self.small, rows: [FrameRow("abcdefghij-and-more")])
        let alsoClipped = Frame(size: Self.small, rows: [FrameRow("abcdefghij-and-less")])
        #expect(FrameRenderer().diff(from: clipped, to: alsoClipped) == "")
    }

    @Test func doesNotEraseAfterARowThatFillsTheWidth() {
        let size = TerminalSize(columns: 5, rows: 1)
        let output = FrameRenderer().diff(
            from: Frame(size: size, rows: [FrameRow("abc")]), to: Frame(size: size, rows: [FrameRow("abcde")])
        )
        #expect(output == "\u{1B}[1;1Habcde")
    }

    @Test func cutsRowsAtTheWidthWithAnEllipsisWithoutSplittingWideCharacters() {
        let size = TerminalSize(columns: 5, rows: 2)
        let new = Frame(size: size, rows: [FrameRow("abcdefgh"), FrameRow("\u{65E5}\u{672C}\u{8A9E}")])
        #expect(
            FrameRenderer().diff(from: nil, to: new) == Self.clear
                + "\u{1B}[1;1Habcd…\u{1B}[2;1H\u{65E5}\u{672C}…")
        let old = Frame(size: size, rows: [FrameRow("abcd…"), FrameRow("x")])
        #expect(FrameRenderer().diff(from: old, to: new) == "\u{1B}[2;1H\u{65E5}\u{672C}…")
    }

    @Test func cutsAStyledRowInsideASpanWithAnEllipsisInItsStyle() {
        let size = TerminalSize(columns: 4, rows: 1)
        let row = FrameRow([
            StyledSpan("ab"), StyledSpan("cdef", style: TextStyle(bold: true)), StyledSpan("g"),
        ])
        let output = FrameRenderer().diff(from: nil, to: Frame(size: size, rows: [row]))
        #expect(output == Self.clear + "\u{1B}[1;1Hab\u{1B}[0;1mc…\u{1B}[0m")
        let atASpansEnd = FrameRow([StyledSpan("abcd"), StyledSpan("e", style: TextStyle(bold: true))])
        #expect(
            FrameRenderer().diff(from: nil, to: Frame(size: size, rows: [atASpansEnd]))
                == Self.clear + "\u{1B}[1;1Habc…")
    }

    @Test func redrawsEverythingWhenTheSizeChanges() {
        let old = Self.frame(["Hello"])
        let new = Frame(size: TerminalSize(columns: 12, rows: 3), rows: [FrameRow("Hello")])
        #expect(FrameRenderer().diff(from: old, to: new) == Self.clear + "\u{1B}[1;1HHello")
    }

    @Test func hidesTheCursorWhileRewritingRows() {
        let old = Self.frame(["ab"], cursor: CursorPosition(row: 0, column: 2))
        let new = Self.frame(["abc"], cursor: CursorPosition(row: 0, column: 3))
        #expect(
            FrameRenderer().diff(from: old, to: new)
                == "\u{1B}[?25l\u{1B}[1;1Habc\u{1B}[K\u{1B}[1;4H\u{1B}[?25h")
    }

    @Test func movesTheCursorAlone() {
        let old = Self.frame(["abc"], cursor: CursorPosition(row: 0, column: 3))
        let new = Self.frame(["abc"], cursor: CursorPosition(row: 0, column: 1))
        #expect(FrameRenderer().diff(from: old, to: new) == "\u{1B}[1;2H")
    }

    @Test func hidesAndShowsTheCursor() {
        let shown = Self.frame(["abc"], cursor: CursorPosition(row: 2, column: 0))
        let hidden = Self.frame(["abc"])
        #expect(FrameRenderer().diff(from: shown, to: hidden) == "\u{1B}[?25l")
        #expect(FrameRenderer().diff(from: hidden, to: shown) == "\u{1B}[3;1H\u{1B}[?25h")
    }

    @Test func keepsTheCursorOnTheScreen() {
        let output = FrameRenderer().diff(
            from: Self.frame([]), to: Self.frame([], cursor: CursorPosition(row: 5, column: 20)))
        #expect(output == "\u{1B}[3;10H\u{1B}[?25h")
    }

    @Test func neverWritesControlCharactersFromTheText() {
        let output = FrameRenderer().diff(from: nil, to: Self.frame(["a\u{1B}[31mb\u{7}\r"]))
        #expect(output == Self.clear + "\u{1B}[1;1Ha[31mb")
    }

    @Test func blanksRowsThatAreGoneAndIgnoresRowsBelowTheScreen() {
        let output = FrameRenderer().diff(
            from: Self.frame(["a", "b", "c"]), to: Self.frame(["a", "", "c", "below the screen"]))
        #expect(output == "\u{1B}[2;1H\u{1B}[K")
        #expect(
            FrameRenderer().diff(from: Self.frame(["a", "b"]), to: Self.frame(["a"])) == "\u{1B}[2;1H\u{1B}[K"
        )
    }
}
