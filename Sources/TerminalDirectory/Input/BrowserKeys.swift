import ExerciseDirectory
import ExerciseSearch
import TerminalKit

/// Applies one key to the model and the browser state: the terminal app's whole input logic.
///
/// Pure apart from the model it mutates: it reads nothing from the terminal and returns what the event
/// loop must do outside (open or copy a link, quit, suspend).
@MainActor
public enum BrowserKeys {
    /// Handles `key` on whichever screen is on top, for a terminal of `size`.
    public static func handle(
        _ key: Key, model: DirectoryModel, state: inout BrowserState, size: TerminalSize
    ) -> [BrowserEffect] {
        let layout = BrowserLayout(size: size)
        if key == .control("c") { return [.quit] }
        if key == .control("z") { return [.suspend] }
        state.status = nil
        switch BrowserScreen.current(model: model, state: state) {
        case .help:
            state.showsHelp = false
            return []
        case .loading:
            return key == .text("q") ? [.quit] : []
        case .failed:
            if key == .text("r") { return [.retryLoad] }
            return key == .text("q") || key == .escape ? [.quit] : []
        case .directory:
            return directory(key, model: model, state: &state, layout: layout)
        case .filters:
            return filters(key, model: model, state: &state, layout: layout)
        case .detail(let id):
            return detail(key, id: id, model: model, state: &state, layout: layout)
        case .about:
            if key == .text("q") { return [.quit] }
            if [.escape, .backspace, .enter, .text("a")].contains(key) { model.goBack() }
            return []
        }
    }

    // MARK: - Directory

    private static func directory(
        _ key: Key, model: DirectoryModel, state: inout BrowserState, layout: BrowserLayout
    ) -> [BrowserEffect] {
        let count = model.rows.count
        switch key {
        case .tab, .control("f"):
            openFilters(model: model, state: &state)
        case .control("x"):
            model.clearAll()
            resetSelection(&state)
        case .control("u"):
            model.query = ""
            resetSelection(&state)
        case .down:
            if state.focus == .search {
                state.focus = .list
            } else {
                moveSelection(by: 1, count: count, state: &state, layout: layout)
            }
        case .up:
            if state.focus == .list && state.selectedRow == 0 {
                state.focus = .search
            } else {
                moveSelection(by: -1, count: count, state: &state, layout: layout)
            }
        case .pageDown:
            state.focus = .list
            moveSelection(by: layout.visibleResults, count: count, state: &state, layout: layout)
        case .pageUp:
            moveSelection(by: -layout.visibleResults, count: count, state: &state, layout: layout)
        case .home:
            moveSelection(by: -count, count: count, state: &state, layout: layout)
        case .end:
            state.focus = .list
            moveSelection(by: count, count: count, state: &state, layout: layout)
        case .enter:
            if model.rows.indices.contains(state.selectedRow) {
                openDetail(model.rows[state.selectedRow].id, model: model, state: &state)
            } else if model.emptyState?.suggestion != nil {
                model.acceptSuggestion()
                resetSelection(&state)
            }
        case .escape:
            if state.focus == .list {
                state.focus = .search
            } else if !model.query.isEmpty {
                model.query = ""
                resetSelection(&state)
            }
        case .backspace:
            state.focus = .search
            if !model.query.isEmpty {
                model.query.removeLast()
                resetSelection(&state)
            }
        case .text("q") where state.focus == .list:
            return [.quit]
        case .text("?") where state.focus == .list || model.query.isEmpty:
            state.showsHelp = true
        case .text("a") where state.focus == .list:
            model.sheet = .about
        case .text(let text), .paste(let text):
            state.focus = .search
            model.query += text
            resetSelection(&state)
        default:
            break
        }
        return []
    }

    private static func moveSelection(
        by step: Int, count: Int, state: inout BrowserState, layout: BrowserLayout
    ) {
        guard count > 0 else { return }
        state.selectedRow = min(max(state.selectedRow + step, 0), count - 1)
        state.listScroll = scrolled(
            state.listScroll, toShow: state.selectedRow, visible: layout.visibleResults)
    }

    private static func resetSelection(_ state: inout BrowserState) {
        state.selectedRow = 0
        state.listScroll = 0
    }

    private static func openDetail(_ id: String, model: DirectoryModel, state: inout BrowserState) {
        model.open(id)
        state.selectedVideo = 0
        state.detailScroll = 0
    }

    private static func openFilters(model: DirectoryModel, state: inout BrowserState) {
        model.sheet = .filters
        state.filterCursor = 0
    }

    // MARK: - Filters

    private static func filters(
        _ key: Key, model: DirectoryModel, state: inout BrowserState, layout: BrowserLayout
    ) -> [BrowserEffect] {
        let options = FilterSheetEntries(sections: model.facetSections).options
        switch key {
        case .down: state.filterCursor += 1
        case .up: state.filterCursor -= 1
        case .pageDown: state.filterCursor += layout.sheetLines
        case .pageUp: state.filterCursor -= layout.sheetLines
        case .home: state.filterCursor = 0
        case .end: state.filterCursor = options.count - 1
        case .text(" "), .enter:
            if options.indices.contains(state.filterCursor) {
                let (facet, option) = options[state.filterCursor]
                model.toggle(option.value, in: facet)
                state.filterCursor =
                    FilterSheetEntries(sections: model.facetSections).options
                    .firstIndex { $0.facet == facet && $0.option.value == option.value } ?? state.filterCursor
            }
        case .text("x"):
            model.clearAll()
            state.filterCursor = 0
        case .escape, .tab, .backspace, .text("d"), .control("f"):
            model.goBack()
            resetSelection(&state)
        case .text("q"):
            return [.quit]
        default:
            break
        }
        state.filterCursor = min(max(state.filterCursor, 0), max(options.count - 1, 0))
        return []
    }

    // MARK: - Detail

    private static func detail(
        _ key: Key, id: String, model: DirectoryModel, state: inout BrowserState, layout: BrowserLayout
    ) -> [BrowserEffect] {
        guard let detail = model.detail(for: id) else {
            model.goBack()
            return []
        }
        let videos = detail.videos
        switch key {
        case .down:
            state.selectedVideo = min(state.selectedVideo + 1, max(videos.count - 1, 0))
            revealSelectedVideo(detail, state: &state, layout: layout)
        case .up:
            state.selectedVideo = max(state.selectedVideo - 1, 0)
            revealSelectedVideo(detail, state: &state, layout: layout)
        case .pageDown:
            state.detailScroll += layout.sheetLines
        case .pageUp:
            state.detailScroll = max(state.detailScroll - layout.sheetLines, 0)
        case .home:
            state.detailScroll = 0
            state.selectedVideo = 0
        case .end:
            state.selectedVideo = max(videos.count - 1, 0)
            revealSelectedVideo(detail, state: &state, layout: layout)
        case .enter, .text("o"):
            guard videos.indices.contains(state.selectedVideo) else { return [] }
            let video = videos[state.selectedVideo]
            guard let url = video.watchURL else {
                state.status = "Not opened: \(video.refusalReason ?? "this link is not allowed")"
                return []
            }
            state.status = "Opening \(video.platformLabel)…"
            return [.open(url: url)]
        case .text("p"):
            guard videos.indices.contains(state.selectedVideo) else { return [] }
            guard let url = videos[state.selectedVideo].profileURL else {
                state.status = "Not opened: this creator's profile link is not allowed"
                return []
            }
            return [.open(url: url)]
        case .text("c"):
            guard videos.indices.contains(state.selectedVideo) else { return [] }
            guard let url = videos[state.selectedVideo].watchURL else {
                state.status =
                    "Not copied: \(videos[state.selectedVideo].refusalReason ?? "this link is not allowed")"
                return []
            }
            state.status = "Link copied to the clipboard"
            return [.copy(url)]
        case .escape, .backspace, .left:
            model.goBack()
        case .text("q"):
            return [.quit]
        case .text("?"):
            state.showsHelp = true
        case .text("a"):
            model.sheet = .about
        default:
            break
        }
        return []
    }

    private static func revealSelectedVideo(
        _ detail: ExerciseDetail, state: inout BrowserState, layout: BrowserLayout
    ) {
        let ranges = DetailScreen.videoLineRanges(detail, width: layout.size.columns)
        guard ranges.indices.contains(state.selectedVideo) else { return }
        let range = ranges[state.selectedVideo]
        if range.lowerBound < state.detailScroll { state.detailScroll = range.lowerBound }
        if range.upperBound > state.detailScroll + layout.sheetLines {
            state.detailScroll = range.upperBound - layout.sheetLines
        }
    }

    /// The first visible item after scrolling just enough to show item `index` among `visible` items.
    static func scrolled(_ scroll: Int, toShow index: Int, visible: Int) -> Int {
        if index < scroll { return index }
        if index >= scroll + visible { return index - visible + 1 }
        return scroll
    }
}
