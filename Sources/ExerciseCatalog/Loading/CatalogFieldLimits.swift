/// The most characters a catalog field may hold, so that no screen, `otf show` or search grows with a
/// hostile field (a 50 MB caption is a few lines of HTML away).
///
/// Free text (names, coaching cues, captions, display names) longer than its limit is kept, cut to the
/// limit with "…" as its last character, and the loader reports a warning naming record and field
/// (`otf catalog verify` and `otf catalog lint` count it). Values matched or opened as they are (ids,
/// tags, creator ids, handles, links, thumbnail paths) would mean something else cut, so a longer one is
/// refused like any broken field. A field is also cut when it holds more than ``scalarsPerCharacter``
/// Unicode scalars per character of its limit (a "character" of 50 MB of combining marks). The real
/// catalog's longest values are far below every limit (a
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

    /// The most Unicode scalars a field may hold per character of its limit: a character made of
    /// thousands of combining marks is one character, so the characters alone would not bound the text.
    package static let scalarsPerCharacter = 4

    /// `text` cut to `limit` characters, the last of them "…", or nil when it is no longer than `limit`
    /// characters and `limit` × ``scalarsPerCharacter`` scalars; looks at no more than that many scalars,
    /// and at none when `text` has no more UTF-8 bytes than `limit` (every field of the real catalog).
    ///
    /// Text with more scalars than that is cut at that many first (and its last, perhaps partial,
    /// character left out), then to `limit` characters, so the result never holds more than `limit` ×
    /// ``scalarsPerCharacter`` scalars and "…".
    package static func cut(_ text: String, to limit: Int) -> String? {
        // No more bytes than the limit means no more scalars or characters either: nothing to walk.
        guard text.utf8.count > limit else { return nil }
        let scalars = text.unicodeScalars
        var scalarEnd = scalars.startIndex
        for _ in 0..<(limit * scalarsPerCharacter) {
            guard scalarEnd < scalars.endIndex else { break }
            scalarEnd = scalars.index(after: scalarEnd)
        }
        let hasMoreScalars = scalarEnd < scalars.endIndex
        // Cut among the scalars, the last character may be the start of a longer one: it is left out.
        let head = hasMoreScalars ? String(String(scalars[..<scalarEnd]).dropLast()) : text
        var end = head.startIndex
        for _ in 0..<limit {
            guard end < head.endIndex else { break }
            end = head.index(after: end)
        }
        guard hasMoreScalars || end < head.endIndex else { return nil }
        return String(head.prefix(limit - 1)) + "…"
    }

    /// `limit` and the size of `text` as a message says them: "over its limit of 5,000 characters
    /// (52,428,800 bytes)"; the bytes are counted without walking the text.
    package static func overLimit(_ limit: Int, _ text: String) -> String {
        "over its limit of \(GroupedNumber.text(limit)) characters (\(GroupedNumber.text(text.utf8.count)) bytes)"
    }

}
