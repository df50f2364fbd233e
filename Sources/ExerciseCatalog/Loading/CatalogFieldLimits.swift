/// The most characters a catalog field may hold, so that no screen, `otf show` or search grows with a
/// hostile field (a 50 MB caption is a few lines of HTML away).
///
/// Free text (names, coaching cues, captions, display names) longer than its limit is kept, cut to the
/// limit with "…" as its last character, and the loader reports a warning naming record and field
/// (`otf catalog verify` and `otf catalog lint` count it). Values matched or opened as they are (ids,
/// tags, creator ids, handles, links, thumbnail paths) would mean something else cut, so a longer one is
/// refused like any broken field. The real catalog's longest values are far below every limit (a
/// 1,895-character caption, a 148-character cue, a 90-character name).
package enum CatalogFieldLimits {
    /// An exercise name.
    package static let name = 200
    /// One coaching cue.
    package static let coachingCue = 500
    /// A video caption (description), line breaks included.
    package static let caption = 5_000
    /// A creator's display name.
    package static let displayName = 100
    /// An id, tag, creator id, handle, link or thumbnail path.
    package static let matchedValue = 2_048

    /// `text` cut to `limit` characters, the last of them "…", or nil when it is no longer than `limit`;
    /// looks at no more than `limit + 1` characters.
    package static func cut(_ text: String, to limit: Int) -> String? {
        var end = text.startIndex
        for _ in 0..<limit {
            guard end < text.endIndex else { return nil }
            end = text.index(after: end)
        }
        guard end < text.endIndex else { return nil }
        return String(text[..<text.index(before: end)]) + "…"
    }

    /// `limit` and the size of `text` as a message says them: "longer than 5,000 characters (52,428,800
    /// bytes)"; the bytes are counted without walking the text.
    package static func longerThan(_ limit: Int, _ text: String) -> String {
        "longer than \(grouped(limit)) characters (\(grouped(text.utf8.count)) bytes)"
    }

    /// `number` with a comma between each group of three digits.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var position = digits.count - 3
        while position > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: position))
            position -= 3
        }
        return digits
    }
}
