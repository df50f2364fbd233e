/// A `FrameRow` as the terminal will show it: control characters removed, colour dropped when colour
/// is off, cut with "…" after the last whole cluster that fits the width, and neighbouring spans of one style
/// merged, so that two rows that look the same compare equal.
struct VisibleRow: Equatable, Sendable {
    /// The spans to write, none of them empty.
    private(set) var spans: [StyledSpan] = []
    /// The number of columns the spans take.
    private(set) var width = 0

    /// The visible part of `row` (blank when nil) on a screen `columns` wide; a row too wide for it
    /// ends with "…" in the last column, so a cut never passes for the end of the text.
    init(_ row: FrameRow?, columns: Int, usesColor: Bool) {
        guard let row else {
            return
        }
        let spans = row.spans.map { span in
            StyledSpan(
                String(
                    String.UnicodeScalarView(
                        span.text.unicodeScalars.lazy.filter { $0.properties.generalCategory != .control })),
                style: usesColor ? span.style : span.style.withoutColor)
        }
        let isCut = spans.reduce(0) { $0 + DisplayWidth.width(of: $1.text) } > columns
        let room = isCut ? columns - 1 : columns
        for span in spans {
            let fitted = DisplayWidth.prefix(of: span.text, fittingWidth: room - width)
            append(fitted.text, style: span.style)
            width += fitted.width
            if fitted.text.count < span.text.count {
                if columns > 0 {
                    append(Self.ellipsis, style: span.style)
                    width += 1
                }
                return
            }
        }
    }

    /// What ends a row cut at the screen's edge.
    static let ellipsis = "…"

    /// Adds `text` in `style`, merging it into the last span when the styles match.
    private mutating func append(_ text: String, style: TextStyle) {
        guard !text.isEmpty else {
            return
        }
        if let last = spans.last, last.style == style {
            spans[spans.count - 1].text += text
        } else {
            spans.append(StyledSpan(text, style: style))
        }
    }

    /// The bytes that write the row from the cursor, starting and ending in the plain style.
    var escapedText: String {
        var output = ""
        var current = TextStyle.plain
        for span in spans {
            if span.style != current {
                output += span.style.selectGraphicRendition
                current = span.style
            }
            output += span.text
        }
        if current != .plain {
            output += TextStyle.plain.selectGraphicRendition
        }
        return output
    }
}
