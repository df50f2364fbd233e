package import TerminalKit

/// How many lines each screen's scrolling part gets at a terminal size; the renderer and the key
/// handler share it so paging moves exactly one screenful.
package struct BrowserLayout: Sendable, Equatable {
    /// Lines of the directory above the results: title, search line, chips, "Showing X of Y".
    package static let directoryHeader = 4
    /// Lines below every screen's body: disclaimer and key hints.
    package static let footer = 2
    /// Lines above the filter sheet's and the detail screen's body: the title bar.
    package static let sheetHeader = 1
    /// Lines one result takes: name, then category, muscles, equipment and creators.
    package static let linesPerResult = 2

    /// The terminal size.
    package var size: TerminalSize

    /// The layout for `size`.
    package init(size: TerminalSize) {
        self.size = size
    }

    /// Lines available for results.
    package var resultLines: Int { max(Self.linesPerResult, size.rows - Self.directoryHeader - Self.footer) }

    /// Results that fit on one screen.
    package var visibleResults: Int { max(1, resultLines / Self.linesPerResult) }

    /// Lines available for the filter sheet's options or the detail screen's content.
    package var sheetLines: Int { max(1, size.rows - Self.sheetHeader - Self.footer) }
}
