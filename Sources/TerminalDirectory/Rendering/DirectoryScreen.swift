internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalKit

/// The directory: title, search line, chips, "Showing X of Y" (and the partial-match notice when there
/// is one), results, disclaimer and key hints.
@MainActor
enum DirectoryScreen {
    /// The body rows between the header and the footer, and where the cursor goes.
    static func header(model: DirectoryModel, state: BrowserState, width: Int) -> (
        rows: [FrameRow], cursor: CursorPosition?
    ) {
        let sample = model.catalog?.isSample == true ? "SAMPLE CATALOG " : ""
        let prompt = "Search: "
        let line =
            state.searchLine.text == model.query ? state.searchLine : SearchLine(text: model.query)
        let promptWidth = DisplayWidth.width(of: prompt)
        let window = line.window(width: width - promptWidth)
        var searchSpans = [StyledSpan(prompt, style: .title), StyledSpan(ScreenText.clean(window.visible))]
        if line.text.isEmpty {
            searchSpans.append(StyledSpan("type to search · Tab filters · ? help", style: .secondary))
        }
        let cursorColumn = min(promptWidth + window.cursorColumn, max(width - 1, 0))
        return (
            [
                ScreenText.bar(" OTF Exercises", right: sample, width: width),
                FrameRow(searchSpans),
                chipRow(model: model),
                countRow(model: model),
            ],
            state.focus == .search ? CursorPosition(row: 1, column: cursorColumn) : nil
        )
    }

    /// "Showing X of Y", then the notice when a word was corrected or no result matches every query word
    /// (cut at the screen's edge; the count never is).
    private static func countRow(model: DirectoryModel) -> FrameRow {
        guard let notice = model.partialMatchNotice else {
            return FrameRow(model.showingLine, style: .secondary)
        }
        return FrameRow([
            StyledSpan(model.showingLine + " · ", style: .secondary),
            StyledSpan(ScreenText.clean(notice), style: TextStyle(foreground: .yellow)),
        ])
    }

    private static func chipRow(model: DirectoryModel) -> FrameRow {
        let chips = model.chips
        guard !chips.isEmpty else { return FrameRow("No filters · Tab to filter", style: .secondary) }
        var spans = [StyledSpan("Filters: ", style: .title)]
        for chip in chips {
            spans.append(
                StyledSpan("[\(ScreenText.clean(chip.label)) ×]", style: TextStyle(foreground: .cyan)))
            spans.append(StyledSpan(" "))
        }
        spans.append(StyledSpan("Ctrl-X clears all", style: .secondary))
        return FrameRow(spans)
    }

    /// The results (two lines each) or the empty state, `lines` tall.
    static func body(model: DirectoryModel, state: BrowserState, layout: BrowserLayout) -> [FrameRow] {
        let width = layout.size.columns
        if let empty = model.emptyState {
            var rows = [FrameRow.blank, FrameRow("  " + empty.title, style: .title)]
            if let suggestion = empty.suggestionText {
                rows.append(FrameRow("  " + ScreenText.clean(suggestion) + " Press Enter to search for it."))
            }
            return rows
        }
        let visible = model.rows.dropFirst(state.listScroll).prefix(layout.visibleResults)
        var rows: [FrameRow] = []
        for (offset, row) in visible.enumerated() {
            let isSelected = state.listScroll + offset == state.selectedRow
            rows += resultLines(row, isSelected: isSelected, hasFocus: state.focus == .list, width: width)
        }
        return rows
    }

    private static func resultLines(_ row: ResultRow, isSelected: Bool, hasFocus: Bool, width: Int)
        -> [FrameRow]
    {
        let style = isSelected && hasFocus ? TextStyle.selected : TextStyle.title
        var emphasis = TextStyle.match
        emphasis.isReversed = style.isReversed
        let marker = StyledSpan(isSelected ? "▸ " : "  ", style: style)
        let name = ScreenText.highlighted(row.name, row.highlights, style: style, emphasis: emphasis)
        let first = ScreenText.spread(
            [marker] + name, right: StyledSpan(row.demoCount, style: .secondary), width: width)
        let facts = [row.categoryLabel, row.muscles, row.equipment, row.creators].filter { !$0.isEmpty }
        let second = FrameRow("    " + ScreenText.clean(facts.joined(separator: " · ")), style: .secondary)
        return [first, second]
    }

    /// The key hints for the directory's focus.
    static func hints(state: BrowserState) -> String {
        state.focus == .search
            ? "Type to search · ↓ results · Enter open · Tab filters · Ctrl-C quit"
            : "↑↓ move · Enter open · type to search · Tab filters · ? help · Ctrl-C quit"
    }
}
