internal import ExerciseDirectory
internal import TerminalKit

/// The workout screen: each pasted line with what the catalog has for it, one line per row.
///
/// A row is the line as written, then an arrow and the match with its demo count at the right edge;
/// a move without a match says so in yellow with the closest exercises, a header is bold and a rest
/// line dim.
enum WorkoutScreen {
    /// The key hints.
    static let hints = "↑↓ move · Enter open · Esc back · type to search · ? help · Ctrl-C quit"

    /// The narrowest the column of pasted lines is cut to.
    static let minimumLineWidth = 12

    /// The title bar and the rows from the scroll position, `lines` of them at most.
    ///
    /// The scroll position is corrected for the terminal's size, which may have changed since the last key.
    static func rows(_ workout: WorkoutList?, state: BrowserState, width: Int, lines: Int) -> [FrameRow] {
        let rows = workout?.rows ?? []
        var frame = [
            ScreenText.bar(" ← " + WorkoutList.title, right: (workout?.summary ?? "") + " ", width: width)
        ]
        let lineWidth = min(
            rows.filter { $0.kind == .move }.map { DisplayWidth.width(of: ScreenText.clean($0.line)) }.max()
                ?? 0,
            max(minimumLineWidth, width * 2 / 5))
        let scroll = BrowserKeys.scrolled(
            min(state.workoutScroll, max(rows.count - lines, 0)), toShow: state.workoutRow, visible: lines)
        for (offset, row) in rows.enumerated().dropFirst(scroll).prefix(lines) {
            frame.append(
                line(row, isSelected: offset == state.workoutRow, lineWidth: lineWidth, width: width))
        }
        return frame
    }

    private static func line(_ row: WorkoutRow, isSelected: Bool, lineWidth: Int, width: Int) -> FrameRow {
        let base = isSelected ? TextStyle.selected : TextStyle.plain
        func styled(_ style: TextStyle) -> TextStyle {
            var style = style
            style.isReversed = base.isReversed
            return style
        }
        let marker = StyledSpan(isSelected ? "▸ " : "  ", style: base)
        let text = ScreenText.clean(row.line)
        switch row.kind {
        case .header:
            return ScreenText.spread(
                [marker, StyledSpan(text, style: styled(.title))], right: StyledSpan("", style: base),
                width: width)
        case .rest:
            return ScreenText.spread(
                [marker, StyledSpan(text, style: styled(.secondary))], right: StyledSpan("", style: base),
                width: width)
        case .move:
            let cell = DisplayWidth.pad(DisplayWidth.truncate(text, toWidth: lineWidth), toWidth: lineWidth)
            var spans = [marker, StyledSpan(cell, style: base), StyledSpan("  ", style: base)]
            if row.isUnmatched {
                spans.append(StyledSpan("✗ " + row.title, style: styled(TextStyle(foreground: .yellow))))
                spans.append(StyledSpan(" · " + ScreenText.clean(row.detail), style: styled(.secondary)))
                return ScreenText.spread(spans, right: StyledSpan("", style: base), width: width)
            }
            spans.append(StyledSpan("→ " + ScreenText.clean(row.title), style: styled(.title)))
            return ScreenText.spread(
                spans, right: StyledSpan(row.detail, style: styled(.secondary)), width: width)
        }
    }
}
