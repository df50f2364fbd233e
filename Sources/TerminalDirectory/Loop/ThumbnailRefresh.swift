internal import TerminalKit

/// What the event loop writes after a frame so the inline thumbnail on screen is the one the frame
/// wants.
///
/// An iTerm2 picture sits in the text cells, so the frame's own rows replace it. A kitty picture
/// floats above the text and stays until deleted, so it is deleted before every redraw of it and
/// whenever the frame wants none (leaving the detail screen, scrolling, help, suspending, quitting).
enum ThumbnailRefresh {
    /// The bytes to write after a frame that wants `wanted` (its key and its full escape) when the
    /// picture with key `onScreen` was last drawn; `fullRedraw` when the whole screen was rewritten.
    static func output(
        wanted: (key: String, escape: String)?, onScreen: String?, fullRedraw: Bool,
        imageProtocol: InlineImageProtocol?
    ) -> String {
        if let wanted {
            return fullRedraw || onScreen != wanted.key ? wanted.escape : ""
        }
        return removal(onScreen: onScreen, imageProtocol: imageProtocol)
    }

    /// The bytes that take the picture with key `onScreen` off the screen where the frame's text
    /// does not: kitty's delete-all when a kitty picture is showing, and nothing otherwise.
    static func removal(onScreen: String?, imageProtocol: InlineImageProtocol?) -> String {
        imageProtocol == .kitty && onScreen != nil ? InlineImageEscape.kittyDeleteAll : ""
    }

    /// What comes before a picture's own sequence: for kitty, a delete of the pictures drawn before
    /// (the old one of a redraw, or another exercise's), then in every case a move to the picture's
    /// top-left cell at `row`, column 3.
    static func prefix(row: Int, imageProtocol: InlineImageProtocol) -> String {
        (imageProtocol == .kitty ? InlineImageEscape.kittyDeleteAll : "") + "\u{1B}[\(row);3H"
    }
}
