/// How many terminal columns text takes, counted by grapheme cluster (what the user sees as one
/// character), and fitting text into a number of columns without ever splitting a cluster.
///
/// A cluster is 0 columns when it starts with a control character, a combining or enclosing mark, a
/// format character (such as a zero-width joiner or space) or a line or paragraph separator; 2 columns
/// when it is shown as an emoji (a scalar with emoji presentation, such as a flag, a skin-toned hand or
/// a family, or any emoji followed by the emoji variation selector U+FE0F, such as "1️⃣" or "🏋️‍♀️") or
/// starts with an East Asian Wide or Fullwidth character; 1 column otherwise (including the East Asian
/// "ambiguous" characters, such as curly quotes).
public enum DisplayWidth {
    /// The emoji variation selector, which asks for emoji presentation.
    private static let emojiVariationSelector: UInt32 = 0xFE0F

    /// The number of columns `text` takes.
    public static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The number of columns one grapheme cluster takes: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else {
            return 0
        }
        let properties = first.properties
        switch properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation
            || (properties.isEmoji && scalars.contains { $0.value == emojiVariationSelector })
        {
            return 2
        }
        return EastAsianWide.contains(first.value) ? 2 : 1
    }

    /// `text` cut to at most `width` columns, ending with `ellipsis` when something was cut.
    ///
    /// Text that fits comes back unchanged; otherwise the result is the longest run of whole clusters
    /// that fits together with `ellipsis`. When even `ellipsis` does not fit, the text is cut without
    /// it.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard self.width(of: text) > width else {
            return text
        }
        let ellipsisWidth = self.width(of: ellipsis)
        guard ellipsisWidth <= width else {
            return prefix(of: text, fittingWidth: width).text
        }
        return prefix(of: text, fittingWidth: width - ellipsisWidth).text + ellipsis
    }

    /// `text` made exactly `width` columns wide: spaces are added after it, or, when it is too wide, it
    /// is cut after the last whole cluster that fits and spaces fill any column a wide cluster would have
    /// straddled.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let fitted = prefix(of: text, fittingWidth: width)
        return fitted.text + String(repeating: " ", count: max(0, width - fitted.width))
    }

    /// The longest prefix of whole clusters of `text` that is at most `width` columns wide, with its
    /// width.
    static func prefix(of text: String, fittingWidth width: Int) -> (text: String, width: Int) {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let characterWidth = self.width(of: text[index])
            if used + characterWidth > width {
                break
            }
            used += characterWidth
            end = text.index(after: index)
        }
        return (String(text[..<end]), used)
    }
}
