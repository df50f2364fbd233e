import TerminalKit

/// A frame as the plain text a terminal shows: each row's spans joined, cut at the width, trailing
/// spaces removed.
func screenLines(_ frame: Frame) -> [String] {
    frame.rows.map { row in
        let text = row.spans.map(\.text).joined()
        let cut = DisplayWidth.truncate(text, toWidth: frame.size.columns, ellipsis: "")
        return String(cut.reversed().drop { $0 == " " }.reversed())
    }
}

/// `left` and `right` on one line `width` columns wide, `right` ending at the last column (ASCII only).
func spread(_ left: String, _ right: String, width: Int) -> String {
    left + String(repeating: " ", count: width - left.count - right.count) + right
}

/// The rows of a frame `rows` tall: `top`, blank rows, then the two footer rows.
func screen(_ top: [String], footer: [String], rows: Int) -> [String] {
    top + Array(repeating: "", count: rows - top.count - footer.count) + footer
}
