/// The control sequences the renderer and the session write.
enum ControlSequence {
    /// Hides the cursor (DECTCEM off).
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor (DECTCEM on).
    static let showCursor = "\u{1B}[?25h"
    /// Switches to plain text (SGR 0).
    static let resetStyle = "\u{1B}[0m"
    /// Clears the whole screen (ED 2); the cursor does not move.
    static let clearScreen = "\u{1B}[2J"
    /// Clears from the cursor to the end of its line (EL 0).
    static let eraseToEndOfLine = "\u{1B}[K"
    /// Switches to the alternate screen, saving the cursor and the normal screen (mode 1049).
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Switches back to the normal screen and its cursor (mode 1049).
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Asks the terminal to bracket pasted text with "ESC [ 200 ~" and "ESC [ 201 ~" (mode 2004).
    static let enableBracketedPaste = "\u{1B}[?2004h"
    /// Turns bracketed paste off (mode 2004).
    static let disableBracketedPaste = "\u{1B}[?2004l"

    /// Moves the cursor to `row`, `column` (both from 0) with CUP, which counts from 1.
    static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
