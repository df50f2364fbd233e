/// One key press, or one bracketed paste, decoded from terminal input by `KeyDecoder`.
package enum Key: Hashable, Sendable {
    /// Printable text: one Unicode scalar per event, so the events never depend on how the input bytes
    /// were split. Appending the texts to a `String` rebuilds emoji, flags and combining sequences.
    case text(String)
    /// Enter or Return (CR, and LF as sent by Ctrl-J).
    case enter
    /// Tab (also Ctrl-I).
    case tab
    /// Shift-Tab (CSI Z).
    case shiftTab
    /// Backspace (DEL, and BS as sent by Ctrl-H).
    case backspace
    /// Escape pressed on its own; see `KeyDecoder.flushPendingEscape()`.
    case escape
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Forward delete.
    case delete
    /// Ctrl with a letter, given as the lowercase letter: `.control("c")` is Ctrl-C.
    ///
    /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M send the same bytes as Backspace, Tab and Enter and arrive as
    /// those keys.
    case control(Character)
    /// Text pasted while bracketed paste was on, as one event, cleaned with
    /// ``TerminalText/sanitizedMultiline(_:)``: each line break one LF, each tab one space, and every
    /// escape sequence (dropped whole), other control character and bidi control removed.
    case paste(String)
}
