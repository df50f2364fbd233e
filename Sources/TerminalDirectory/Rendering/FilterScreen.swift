internal import ExerciseDirectory
internal import TerminalKit

/// The filter sheet: every facet's live options with counts, multi-select.
@MainActor
enum FilterScreen {
    /// The title bar and the options, scrolled to keep the cursor in view.
    static func rows(model: DirectoryModel, state: BrowserState, layout: BrowserLayout) -> [FrameRow] {
        let width = layout.size.columns
        let sheet = FilterSheetEntries(sections: model.facetSections)
        let cursorLine = sheet.line(ofOption: state.filterCursor) ?? 0
        let scroll = BrowserKeys.scrolled(0, toShow: cursorLine, visible: layout.sheetLines)
        var rows = [ScreenText.bar(" Filters", right: model.showingLine + " ", width: width)]
        for entry in sheet.entries.dropFirst(scroll).prefix(layout.sheetLines) {
            switch entry {
            case .title(let title):
                rows.append(FrameRow(title, style: .title))
            case .option(_, let option, let position):
                let isCursor = position == state.filterCursor
                let box = option.isSelected ? "[x] " : "[ ] "
                let text =
                    (isCursor ? "▸ " : "  ") + box + ScreenText.clean(option.label) + " (\(option.count))"
                rows.append(FrameRow(text, style: isCursor ? .selected : .plain))
            }
        }
        return rows
    }

    /// The filter sheet's key hints.
    static let hints = "↑↓ move · Space select · Ctrl-X clear all · Esc done · typing searches"
}
