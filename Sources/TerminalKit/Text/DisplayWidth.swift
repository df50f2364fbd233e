/// How many terminal columns text takes, counted by grapheme cluster (what the user sees as one
/// character), and fitting text into a number of columns without ever splitting a cluster.
///
/// A cluster is 0 columns when it starts with a control character, a combining or enclosing mark, a
/// format character (such as a zero-width joiner or space), a line or paragraph separator, any other
/// default-ignorable scalar (such as the Hangul fillers) or a Hangul vowel or final consonant that no
/// leading consonant carries (U+1160–U+11FF, U+D7B0–U+D7FF); 2 columns
/// when it is shown as an emoji (a scalar with emoji presentation, such as a flag, a skin-toned hand or
/// a family, or any emoji followed by the emoji variation selector U+FE0F, such as "1️⃣" or "🏋️‍♀️") or
/// starts with an East Asian Wide or Fullwidth character; 1 column otherwise (including the East Asian
/// "ambiguous" characters, such as curly quotes).
package enum DisplayWidth {
    /// The emoji variation selector, which asks for emoji presentation.
    private static let emojiVariationSelector: UInt32 = 0xFE0F

    /// The number of columns `text` takes.
    package static func width(of text: some StringProtocol) -> Int {
        let text = String(text)
        if let width = printableASCIIWidth(of: text) {
            return width
        }
        var total = 0
        forEachCluster(in: text) { _, width in
            total += width
            return true
        }
        return total
    }

    /// The width of `text` when it is printable ASCII alone (one column a byte), else nil.
    private static func printableASCIIWidth(of text: String) -> Int? {
        let width = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
        }
        return width ?? nil
    }

    /// Calls `body` with the UTF-8 length and the width of each grapheme cluster of `text` in order,
    /// until it returns false.
    ///
    /// A printable ASCII byte followed by another ASCII byte (or the end) is a cluster of its own one
    /// column wide, with no need to ask Unicode; anything else is read as a `Character`.
    private static func forEachCluster(in text: String, _ body: (_ length: Int, _ width: Int) -> Bool) {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte >= 0x20 && byte < 0x7F && (next == utf8.endIndex || utf8[next] < 0x80) {
                guard body(1, 1) else { return }
                index = next
                continue
            }
            let character = text[index]
            let length = character.utf8.count
            guard body(length, width(of: character)) else { return }
            index = utf8.index(index, offsetBy: length)
        }
    }

    /// The number of columns one grapheme cluster takes: 0, 1 or 2.
    package static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
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
        if properties.isDefaultIgnorableCodePoint || (0x1160...0x11FF).contains(first.value)
            || (0xD7B0...0xD7FF).contains(first.value)
        {
            return 0
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
    package static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard self.width(of: text) > width else {
            return text
        }
        let ellipsisWidth = self.width(of: ellipsis)
        guard ellipsisWidth <= width else {
            return prefix(of: text, fittingWidth: width).text
        }
        return prefix(of: text, fittingWidth: width - ellipsisWidth).text + ellipsis
    }

    /// `text` broken into lines of at most `width` columns at spaces; a word longer than a line is cut
    /// with an ellipsis.
    package static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if self.width(of: candidate) <= width {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = truncate(String(word), toWidth: width)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Spaces that ``pad(_:toWidth:)`` appends a slice at a time.
    private static let spaces = String(repeating: " ", count: 64)

    /// `text` made exactly `width` columns wide: spaces are added after it, or, when it is too wide, it
    /// is cut after the last whole cluster that fits and spaces fill any column a wide cluster would have
    /// straddled.
    package static func pad(_ text: String, toWidth width: Int) -> String {
        let fitted = prefix(of: text, fittingWidth: width)
        var padded = fitted.text
        var missing = width - fitted.width
        while missing > 0 {
            let run = min(missing, spaces.utf8.count)
            padded += spaces[..<spaces.utf8.index(spaces.startIndex, offsetBy: run)]
            missing -= run
        }
        return padded
    }

    /// The longest prefix of whole clusters of `text` that is at most `width` columns wide, with its
    /// width.
    static func prefix(of text: String, fittingWidth width: Int) -> (text: String, width: Int) {
        if let textWidth = printableASCIIWidth(of: text) {
            guard textWidth > width else {
                return (text, textWidth)
            }
            let fitted = max(width, 0)
            return (String(text[..<text.utf8.index(text.startIndex, offsetBy: fitted)]), fitted)
        }
        var used = 0
        var length = 0
        forEachCluster(in: text) { clusterLength, clusterWidth in
            guard used + clusterWidth <= width else { return false }
            used += clusterWidth
            length += clusterLength
            return true
        }
        return (String(text[..<text.utf8.index(text.startIndex, offsetBy: length)]), used)
    }
}
