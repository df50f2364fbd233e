internal import ExerciseDirectory
internal import TerminalKit

/// The screens that are mostly text: About, help, loading and failure.
enum TextScreens {
    /// About: the disclaimer, the catalog's size, the web directory and which catalog is loaded.
    static func about(_ about: AboutContent, width: Int) -> [FrameRow] {
        let wrap = { (text: String) in
            DisplayWidth.wrap(text, width: max(width - 2, 1)).map { FrameRow(" " + $0) }
        }
        var rows = [ScreenText.bar(" About OTF Exercises", width: width), .blank]
        rows += wrap(about.disclaimer)
        rows.append(.blank)
        rows.append(FrameRow(" " + about.stats.joined(separator: " · "), style: .title))
        rows.append(.blank)
        rows += wrap("Web directory: " + about.webDirectoryAddress)
        rows += wrap("Catalog: " + about.catalogDescription)
        return rows
    }

    /// Every key with what it does, in the order `?` lists them; TerminalApp.md's table of keys lists the
    /// same keys in the same order (a test compares them).
    static let helpKeys: [(key: String, does: String)] = [
        ("Type", "search, from any screen (letters are never commands)"),
        ("← → Home End", "move in the search line"),
        ("Ctrl-W / Ctrl-U", "delete a word / clear the search"),
        ("↑ ↓ PgUp PgDn Home End", "move through results, options or demos"),
        ("Enter", "open the exercise · watch the selected demo"),
        ("Paste several lines", "look up a workout, one move per line"),
        ("Tab, Ctrl-F", "filters (Space selects, Ctrl-X clears, Esc done)"),
        ("Ctrl-X", "clear all filters"),
        ("Esc, Backspace", "back (Esc first clears a search you typed)"),
        (
            DemoKeys.name(DemoKeys.copyLink) + " / " + DemoKeys.name(DemoKeys.openProfile),
            "copy the demo link (OSC 52) / open the creator's profile"
        ),
        ("Ctrl-A", "about"),
        ("?", "this help (in the search line: when it is empty)"),
        ("Ctrl-C", "quit"),
        ("Ctrl-Z", "suspend"),
    ]

    /// Every key, for `?`.
    static func help(width: Int) -> [FrameRow] {
        var rows = [ScreenText.bar(" Keys — press any key to close", width: width), .blank]
        rows += helpKeys.map { FrameRow(" " + DisplayWidth.pad($0.key, toWidth: 24) + $0.does) }
        return rows
    }

    /// While the catalog loads.
    static func loading(width: Int) -> [FrameRow] {
        [ScreenText.bar(" OTF Exercises", width: width), .blank, FrameRow(" Loading the catalog…")]
    }

    /// When the catalog could not be loaded.
    static func failed(_ message: String, width: Int) -> [FrameRow] {
        var rows = [ScreenText.bar(" OTF Exercises", width: width), .blank]
        rows += DisplayWidth.wrap(ScreenText.clean(message), width: max(width - 2, 1)).map {
            FrameRow(" " + $0)
        }
        rows += [.blank, FrameRow(" Ctrl-R: try again · Esc: quit", style: .title)]
        return rows
    }
}
