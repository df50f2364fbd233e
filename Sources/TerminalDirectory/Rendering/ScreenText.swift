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
        let spans = fitted(left, toWidth: max(width - rightWidth - 1, 0))
        let used = spans.reduce(0) { $0 + DisplayWidth.width(of: $1.text) }
        return FrameRow(
            spans + [
                StyledSpan(
                    String(repeating: " ", count: max(width - used - rightWidth, 0)), style: right.style),
                right,
            ])
    }

    /// `spans` cut to at most `width` columns; when anything is cut, "…" ends what is kept, in the style
    /// of the span it cuts, even when the cut falls between two spans.
    static func fitted(_ spans: [StyledSpan], toWidth width: Int) -> [StyledSpan] {
        guard spans.reduce(0, { $0 + DisplayWidth.width(of: $1.text) }) > width else {
            return spans
        }
        guard width > 0 else {
            return []
        }
        let room = width - 1
        var kept: [StyledSpan] = []
        var used = 0
        for span in spans {
            let text = DisplayWidth.truncate(span.text, toWidth: room - used, ellipsis: "")
            used += DisplayWidth.width(of: text)
            guard text.count < span.text.count else {
                kept.append(span)
                continue
            }
            kept.append(StyledSpan(text + "…", style: span.style))
            break
        }
        return kept
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
