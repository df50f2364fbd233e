internal import ExerciseCatalog
internal import TerminalKit

/// Small building blocks for screen rows: safe text, bars, wrapping and highlighted names.
enum ScreenText {
    /// Catalog text made safe for the terminal.
    static func clean(_ text: String) -> String {
        TerminalText.sanitized(text)
    }

    /// A reversed bar across the whole width with `left` and `right` text.
    static func bar(_ left: String, right: String = "", width: Int) -> FrameRow {
        let rightWidth = DisplayWidth.width(of: right)
        let leftPart = DisplayWidth.pad(
            DisplayWidth.truncate(left, toWidth: max(width - rightWidth, 0)),
            toWidth: max(width - rightWidth, 0))
        return FrameRow(leftPart + right, style: TextStyle(reverse: true))
    }

    /// `left` truncated and padded so that `right` ends at the last column.
    static func spread(_ left: [StyledSpan], right: StyledSpan, width: Int) -> FrameRow {
        let rightWidth = DisplayWidth.width(of: right.text)
        let room = max(width - rightWidth - 1, 0)
        var spans: [StyledSpan] = []
        var used = 0
        for span in left where used < room {
            let text = DisplayWidth.truncate(span.text, toWidth: room - used)
            spans.append(StyledSpan(text, style: span.style))
            used += DisplayWidth.width(of: text)
        }
        spans.append(
            StyledSpan(String(repeating: " ", count: max(width - used - rightWidth, 0)), style: right.style))
        spans.append(right)
        return FrameRow(spans)
    }

    /// `text` broken into lines of at most `width` columns at spaces; a word longer than a line is cut
    /// with an ellipsis.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.width(of: candidate) <= width {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = DisplayWidth.truncate(String(word), toWidth: width)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `name` as spans with the Character ranges in `highlights` emphasised (see
    /// ``HighlightedRun/runs(of:highlighting:)``: highlights are dropped when cleaning changed the name).
    static func highlighted(_ name: String, _ highlights: [Range<Int>], style: TextStyle, emphasis: TextStyle)
        -> [StyledSpan]
    {
        HighlightedRun.runs(of: name, highlighting: highlights).map {
            StyledSpan($0.text, style: $0.isHighlighted ? emphasis : style)
        }
    }
}

extension TextStyle {
    /// Dim text for secondary information.
    static let secondary = TextStyle(dim: true)
    /// Bold text for titles.
    static let title = TextStyle(bold: true)
    /// The selected line.
    static let selected = TextStyle(reverse: true)
    /// Matched parts of a name.
    static let match = TextStyle(bold: true, underline: true, foreground: .yellow)
}
