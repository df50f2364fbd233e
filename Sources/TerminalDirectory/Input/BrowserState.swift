/// What the terminal app remembers beyond the shared directory model: focus, cursors and scrolling.
package struct BrowserState: Sendable, Equatable {
    /// Where typing goes on the directory screen.
    package enum Focus: Sendable, Equatable {
        /// Typing edits the query.
        case search
        /// Arrows move the selection; typing still goes to the search line.
        case list
    }

    /// Where typing goes on the directory screen.
    package var focus: Focus = .search
    /// The search line as typed, with its cursor; the query is searched from it after each batch of
    /// keys.
    package var searchLine = SearchLine()
    /// The selected result row.
    package var selectedRow = 0
    /// The first result row on screen.
    package var listScroll = 0
    /// The selected option in the filter sheet, counting live options of all sections in order.
    package var filterCursor = 0
    /// The selected video on the detail screen.
    package var selectedVideo = 0
    /// The first content line on screen in the detail screen.
    package var detailScroll = 0
    /// Lines the detail screen's thumbnail takes at the top of the page, 0 when the terminal draws no
    /// pictures.
    ///
    /// The event loop sets it; the keys lay the screen out with it as the renderer does (see
    /// ``DetailScrolling``).
    package var thumbnailLines = 0
    /// The selected line of the workout screen.
    package var workoutRow = 0
    /// The first workout line on screen.
    package var workoutScroll = 0
    /// The query the directory had before Enter on a workout line without a match searched that line's
    /// words; while set, Esc on the directory goes back to the workout (as it does from an exercise
    /// opened from a matched line) and puts this query back.
    package var queryBeforeWorkoutSearch: String?
    /// True while the key help is shown over everything.
    package var showsHelp = false
    /// A one-line message for the status bar, such as why a link was not opened.
    package var status: String?

    /// A fresh state: search focus, nothing selected or scrolled.
    package init() {}
}

/// Something the event loop must do outside the pure key handling.
package enum BrowserEffect: Sendable, Equatable {
    /// Open this allow-listed link with the system opener.
    case open(url: String)
    /// Copy this text to the clipboard with OSC 52.
    case copy(String)
    /// Load the catalog again.
    case retryLoad
    /// Stop the terminal app (Ctrl-Z).
    case suspend
    /// Leave the terminal app.
    case quit
}
