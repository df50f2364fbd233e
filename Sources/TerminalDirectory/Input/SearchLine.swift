internal import TerminalKit

/// The terminal app's search line: the text being typed and a cursor in it, counted in Characters.
///
/// Editing follows the shell's line editor: insert at the cursor, Backspace and Delete either side of
/// it, Ctrl-W deletes the word before it (and the spaces after that word), Ctrl-U clears the line.
/// ``window(width:)`` says which part to show in a field narrower than the text.
package struct SearchLine: Sendable, Equatable {
    /// The text.
    package private(set) var text: String
    /// The cursor, as the number of Characters before it.
    package private(set) var cursor: Int

    /// A line holding `text` with the cursor at its end.
    package init(text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Inserts `typed` at the cursor and moves the cursor past it.
    mutating func insert(_ typed: String) {
        let split = index(at: cursor)
        let before = String(text[..<split]) + typed
        text = before + text[split...]
        cursor = min(before.count, text.count)
    }

    /// Deletes the Character before the cursor, if any.
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: index(at: cursor - 1))
        cursor -= 1
    }

    /// Deletes the Character after the cursor, if any.
    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: index(at: cursor))
    }

    /// Deletes the spaces just before the cursor and the word before them (Ctrl-W).
    mutating func deleteWordBackward() {
        let end = index(at: cursor)
        var start = end
        while start > text.startIndex, text[text.index(before: start)] == " " {
            start = text.index(before: start)
        }
        while start > text.startIndex, text[text.index(before: start)] != " " {
            start = text.index(before: start)
        }
        cursor -= text[start..<end].count
        text.removeSubrange(start..<end)
    }

    /// Empties the line (Ctrl-U).
    mutating func clear() {
        text = ""
        cursor = 0
    }

    /// Moves the cursor by `step` Characters, staying within the text.
    mutating func move(by step: Int) {
        cursor = min(max(cursor + step, 0), text.count)
    }

    /// Moves the cursor to the start (`toEnd` false) or the end of the text.
    mutating func moveToEdge(toEnd: Bool) {
        cursor = toEnd ? text.count : 0
    }

    /// The part of the text to show in a field `width` columns wide, and the cursor's column in it.
    ///
    /// The text is shown from its start while the cursor fits in the field; past that, it scrolls so
    /// that the cursor sits in the field's last column. Zero-width Characters take no column.
    package func window(width: Int) -> (visible: String, cursorColumn: Int) {
        let room = max(width, 1)
        let characters = Array(text)
        let widths = characters.map(DisplayWidth.width(of:))
        var start = 0
        var beforeCursor = widths[..<cursor].reduce(0, +)
        while beforeCursor > room - 1 && start < cursor {
            beforeCursor -= widths[start]
            start += 1
        }
        var end = start
        var used = 0
        while end < characters.count, used + widths[end] <= room {
            used += widths[end]
            end += 1
        }
        return (String(characters[start..<end]), beforeCursor)
    }

    /// The index of the Character at offset `offset`.
    private func index(at offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
