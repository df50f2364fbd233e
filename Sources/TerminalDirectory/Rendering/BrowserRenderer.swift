internal import ExerciseCatalog
package import ExerciseDirectory
package import TerminalKit

/// Turns the model and browser state into one frame: the terminal app's whole output logic, pure.
@MainActor
package enum BrowserRenderer {
    /// The frame for `model` and `state` on a terminal of `size`; `imageLines` reserves room for an
    /// inline thumbnail on the detail screen (0 shows a text placeholder).
    package static func frame(
        model: DirectoryModel, state: BrowserState, size: TerminalSize, imageLines: Int = 0
    ) -> Frame {
        let layout = BrowserLayout(size: size)
        let width = size.columns
        var top: [FrameRow]
        var cursor: CursorPosition?
        var hints: String
        switch BrowserScreen.current(model: model, state: state) {
        case .loading:
            top = TextScreens.loading(width: width)
            hints = "Ctrl-C quit"
        case .failed(let message):
            top = TextScreens.failed(message, width: width)
            hints = "Ctrl-R retry · Esc quit"
        case .help:
            top = TextScreens.help(width: width)
            hints = "any key closes"
        case .about:
            top = model.about.map { TextScreens.about($0, width: width) } ?? []
            hints = "Esc back · ? help · Ctrl-C quit"
        case .filters:
            top = FilterScreen.rows(model: model, state: state, layout: layout)
            hints = FilterScreen.hints
        case .directory:
            let header = DirectoryScreen.header(model: model, state: state, width: width)
            top = header.rows + DirectoryScreen.body(model: model, state: state, layout: layout)
            cursor = header.cursor
            hints = DirectoryScreen.hints(state: state)
        case .detail(let id):
            guard let detail = model.detail(for: id) else {
                top = []
                hints = ""
                break
            }
            let lines = DetailScreen.lines(
                detail, width: width, selectedVideo: state.selectedVideo, imageLines: imageLines)
            let scroll = min(state.detailScroll, max(lines.count - layout.sheetLines, 0))
            top = [
                ScreenText.bar(
                    " ← " + ScreenText.clean(detail.title), right: detail.categoryLabel + " ", width: width)
            ]
            top += lines.dropFirst(scroll).prefix(layout.sheetLines)
            hints = DetailScreen.hints
        case .workout:
            top = WorkoutScreen.rows(model.workout, state: state, width: width, lines: layout.sheetLines)
            hints = WorkoutScreen.hints
        }
        let bodyRows = max(size.rows - BrowserLayout.footer, 0)
        var rows = Array(top.prefix(bodyRows))
        rows += Array(repeating: FrameRow.blank, count: max(bodyRows - rows.count, 0))
        rows.append(FrameRow(DisplayWidth.truncate(Disclaimer.text, toWidth: width), style: .secondary))
        rows.append(FrameRow(state.status.map(ScreenText.clean) ?? hints, style: TextStyle(reverse: true)))
        return Frame(size: size, rows: Array(rows.prefix(size.rows)), cursor: cursor)
    }
}
