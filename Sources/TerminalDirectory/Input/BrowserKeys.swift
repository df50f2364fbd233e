internal import ExerciseCatalog
package import ExerciseDirectory
internal import ExerciseSearch
package import TerminalKit

/// Applies keys to the model and the browser state: the terminal app's whole input logic.
///
/// Pure apart from the model it mutates: it reads nothing from the terminal and returns what the event
/// loop must do outside (open or copy a link, quit, suspend).
///
/// Letters and digits are never commands: on the directory they edit the search line whichever part
/// has the focus, and on the detail, filter and About screens they go back to the directory's search
/// line. Commands are control keys, arrows, Enter, Tab, Esc, Space in the filters and `?`. A paste of
/// one line is typed like letters; a paste of several non-blank lines (``WorkoutList/isWorkout(_:)``)
/// is read as a workout and opens the workout screen from any screen once the catalog is loaded.
@MainActor
package enum BrowserKeys {
    /// Handles `keys`, read together, on whichever screen is on top, for a terminal of `size`.
    ///
    /// A run of keys that only edit the search line searches once, at its end (or before the next key
    /// that reads the results), so 1,500 typed or pasted letters cost one search, not 1,500. Ctrl-C
    /// anywhere among the keys quits at once, without handling the keys before it.
    package static func handle(
        _ keys: [Key], model: DirectoryModel, state: inout BrowserState, size: TerminalSize
    ) -> [BrowserEffect] {
        if keys.contains(.control("c")) { return [.quit] }
        syncSearchLine(model: model, state: &state)
        var effects: [BrowserEffect] = []
        for key in keys {
            if returnsToWorkout(key, model: model, state: &state) { continue }
            if editsSearchLine(key, model: model, state: &state) { continue }
            commitSearchLine(model: model, state: state)
            effects += command(key, model: model, state: &state, size: size)
            syncSearchLine(model: model, state: &state)
            if effects.contains(.quit) { return effects }
        }
        commitSearchLine(model: model, state: state)
        return effects
    }

    /// Handles one key (see the method for several keys).
    package static func handle(
        _ key: Key, model: DirectoryModel, state: inout BrowserState, size: TerminalSize
    ) -> [BrowserEffect] {
        handle([key], model: model, state: &state, size: size)
    }

    /// Handles a key that does not edit the search line.
    private static func command(
        _ key: Key, model: DirectoryModel, state: inout BrowserState, size: TerminalSize
    ) -> [BrowserEffect] {
        let layout = BrowserLayout(size: size)
        if key == .control("z") { return [.suspend] }
        state.status = nil
        if case .paste(let text) = key, WorkoutList.isWorkout(text), model.loadState == .loaded {
            state.showsHelp = false
            state.queryBeforeWorkoutSearch = nil
            model.openWorkout(text)
            let rows = model.workout?.rows ?? []
            state.workoutRow =
                rows.firstIndex { $0.exerciseID != nil } ?? rows.firstIndex { $0.kind == .move } ?? 0
            state.workoutScroll = BrowserKeys.scrolled(
                0, toShow: state.workoutRow, visible: layout.sheetLines)
            return []
        }
        switch BrowserScreen.current(model: model, state: state) {
        case .help:
            state.showsHelp = false
            return []
        case .loading:
            return []
        case .failed:
            if key == .control("r") { return [.retryLoad] }
            return key == .escape ? [.quit] : []
        case .directory:
            return directory(key, model: model, state: &state, layout: layout)
        case .filters:
            return filters(key, model: model, state: &state, layout: layout)
        case .detail(let id):
            return detail(key, id: id, model: model, state: &state, layout: layout)
        case .workout:
            return workout(key, model: model, state: &state, layout: layout)
        case .about:
            if key == .text("?") { state.showsHelp = true }
            if [.escape, .backspace, .enter, .control("a")].contains(key) { model.goBack() }
            return []
        }
    }

    /// Goes back to the workout on Esc when the directory shows the search Enter made from one of its
    /// lines without a match, putting back the query from before; false (doing nothing) otherwise.
    private static func returnsToWorkout(_ key: Key, model: DirectoryModel, state: inout BrowserState) -> Bool
    {
        guard key == .escape, let query = state.queryBeforeWorkoutSearch, !state.showsHelp,
            model.workout != nil, BrowserScreen.current(model: model, state: state) == .directory
        else {
            return false
        }
        state.queryBeforeWorkoutSearch = nil
        state.status = nil
        model.query = query
        state.searchLine = SearchLine(text: query)
        resetSelection(&state)
        model.path = [.workout]
        return true
    }

    // MARK: - Search line

    /// Starts the search line afresh when the query was changed elsewhere (a suggestion accepted, a
    /// launch option), with the cursor at its end.
    private static func syncSearchLine(model: DirectoryModel, state: inout BrowserState) {
        if state.searchLine.text != model.query {
            state.searchLine = SearchLine(text: model.query)
        }
    }

    /// Searches for the search line's text if it is not what was last searched.
    private static func commitSearchLine(model: DirectoryModel, state: BrowserState) {
        if model.query != state.searchLine.text {
            model.query = state.searchLine.text
        }
    }

    /// Applies `key` to the search line when it is a line edit where it was pressed, without searching;
    /// false for any other key.
    ///
    /// On the directory: text and pastes (but `?` on an empty line or in the list, which is help),
    /// Backspace, Delete, Ctrl-W, Ctrl-U, Esc on a non-empty line, and with the search line focused
    /// ← → Home End. On the detail, workout, filter and About screens a letter or digit (or a one-line
    /// paste) goes back to the directory and is typed there. A paste of several lines is not an edit.
    private static func editsSearchLine(_ key: Key, model: DirectoryModel, state: inout BrowserState)
        -> Bool
    {
        guard model.loadState == .loaded, !state.showsHelp else { return false }
        if case .paste(let text) = key, WorkoutList.isWorkout(text) { return false }
        let screen = BrowserScreen.current(model: model, state: state)
        if screen != .directory {
            guard isTyping(key), screen != .loading else { return false }
            model.sheet = nil
            model.path.removeAll()
        }
        var line = state.searchLine
        let inLine = state.focus == .search
        switch key {
        case .text("?") where !inLine || line.text.isEmpty:
            return false
        case .text(let text):
            line.insert(text)
        case .paste(let text):
            line.insert(TerminalText.sanitized(text))
        case .backspace:
            line.deleteBackward()
        case .delete:
            line.deleteForward()
        case .control("w"):
            line.deleteWordBackward()
        case .control("u"):
            line.clear()
        case .escape where inLine && !line.text.isEmpty:
            line.clear()
        case .left where inLine:
            line.move(by: -1)
        case .right where inLine:
            line.move(by: 1)
        case .home where inLine:
            line.moveToEdge(toEnd: false)
        case .end where inLine:
            line.moveToEdge(toEnd: true)
        default:
            return false
        }
        state.focus = .search
        state.status = nil
        if line.text != state.searchLine.text {
            resetSelection(&state)
        }
        state.searchLine = line
        return true
    }

    /// True for a key that types: a letter or digit, or a paste.
    private static func isTyping(_ key: Key) -> Bool {
        switch key {
        case .text(let text): text.contains { $0.isLetter || $0.isNumber }
        case .paste: true
        default: false
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
        case .control("a"):
            model.sheet = .about
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
            moveSelection(by: count, count: count, state: &state, layout: layout)
        case .enter:
            if model.rows.indices.contains(state.selectedRow) {
                openDetail(model.rows[state.selectedRow].id, model: model, state: &state)
            } else if model.emptyState?.suggestion != nil {
                model.acceptSuggestion()
                resetSelection(&state)
            }
        case .escape:
            state.focus = .search
        case .text("?"):
            state.showsHelp = true
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
        case .control("x"):
            model.clearAll()
            state.filterCursor = 0
        case .escape, .tab, .backspace, .control("f"):
            model.goBack()
            resetSelection(&state)
        case .text("?"):
            state.showsHelp = true
        default:
            break
        }
        state.filterCursor = min(max(state.filterCursor, 0), max(options.count - 1, 0))
        return []
    }

    // MARK: - Workout

    private static func workout(
        _ key: Key, model: DirectoryModel, state: inout BrowserState, layout: BrowserLayout
    ) -> [BrowserEffect] {
        let rows = model.workout?.rows ?? []
        let visible = layout.sheetLines
        func move(by step: Int) {
            guard !rows.isEmpty else { return }
            state.workoutRow = min(max(state.workoutRow + step, 0), rows.count - 1)
            state.workoutScroll = scrolled(state.workoutScroll, toShow: state.workoutRow, visible: visible)
        }
        switch key {
        case .down: move(by: 1)
        case .up: move(by: -1)
        case .pageDown: move(by: visible)
        case .pageUp: move(by: -visible)
        case .home: move(by: -rows.count)
        case .end: move(by: rows.count)
        case .enter:
            guard rows.indices.contains(state.workoutRow) else { return [] }
            let row = rows[state.workoutRow]
            if let id = row.exerciseID {
                openDetail(id, model: model, state: &state)
            } else if row.isSearchable {
                state.queryBeforeWorkoutSearch = model.query
                model.search(workoutMove: row)
                state.focus = .search
                resetSelection(&state)
            } else {
                state.status = "Nothing to open on this line"
            }
        default:
            stackedScreenKey(key, model: model, state: &state)
        }
        return []
    }

    /// The keys an exercise and the workout screen share: back (Esc, Backspace, ←), help and About.
    private static func stackedScreenKey(_ key: Key, model: DirectoryModel, state: inout BrowserState) {
        switch key {
        case .escape, .backspace, .left: model.goBack()
        case .text("?"): state.showsHelp = true
        case .control("a"): model.sheet = .about
        default: break
        }
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
        let scrolling = DetailScrolling(detail, layout: layout, thumbnailLines: state.thumbnailLines)
        switch key {
        case .down:
            state.selectedVideo = min(state.selectedVideo + 1, max(videos.count - 1, 0))
            state.detailScroll = scrolling.revealing(video: state.selectedVideo, from: state.detailScroll)
        case .up:
            state.selectedVideo = max(state.selectedVideo - 1, 0)
            state.detailScroll = scrolling.revealing(video: state.selectedVideo, from: state.detailScroll)
        case .pageDown:
            state.detailScroll = min(state.detailScroll + scrolling.visibleLines, scrolling.maximum)
        case .pageUp:
            // From the page's end at most, should the terminal have grown since the last PageDown.
            state.detailScroll = max(min(state.detailScroll, scrolling.maximum) - scrolling.visibleLines, 0)
        case .home:
            state.detailScroll = 0
            state.selectedVideo = 0
        case .end:
            state.selectedVideo = max(videos.count - 1, 0)
            state.detailScroll = scrolling.revealing(video: state.selectedVideo, from: state.detailScroll)
        case .enter:
            guard videos.indices.contains(state.selectedVideo) else { return [] }
            let video = videos[state.selectedVideo]
            guard let url = video.watchURL else {
                state.status = "Not opened: \(video.refusalReason ?? "this link is not allowed")"
                return []
            }
            state.status = "Opening \(video.platformLabel)…"
            return [.open(url: url)]
        case .control(DemoKeys.openProfile):
            guard videos.indices.contains(state.selectedVideo) else { return [] }
            guard let url = videos[state.selectedVideo].profileURL else {
                state.status = "Not opened: this creator's profile link is not allowed"
                return []
            }
            return [.open(url: url)]
        case .control(DemoKeys.copyLink):
            guard videos.indices.contains(state.selectedVideo) else { return [] }
            guard let url = videos[state.selectedVideo].watchURL else {
                state.status =
                    "Not copied: \(videos[state.selectedVideo].refusalReason ?? "this link is not allowed")"
                return []
            }
            state.status = "Link copied to the clipboard"
            return [.copy(url)]
        default:
            stackedScreenKey(key, model: model, state: &state)
        }
        return []
    }

    /// The first visible item after scrolling just enough to show item `index` among `visible` items.
    nonisolated static func scrolled(_ scroll: Int, toShow index: Int, visible: Int) -> Int {
        if index < scroll { return index }
        if index >= scroll + visible { return index - visible + 1 }
        return scroll
    }
}
