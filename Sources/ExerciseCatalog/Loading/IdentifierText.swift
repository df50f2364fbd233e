/// What the loader requires of the strings faces match on, list and complete: ids, equipment and muscle
/// tags, creator ids and handles are taken as they are, never cleaned, so a value with a character
/// that cleaning would change is refused instead (the record is left out, like any broken record).
enum IdentifierText {
    /// Why `id` cannot be an exercise or video id, or nil when it can: an id is slug-safe printable
    /// text, ASCII letters, digits, "-", "_" and ".", not starting with "-" (an option) or "." (a
    /// hidden file).
    static func idProblem(_ id: String) -> String? {
        let isSlugSafe =
            id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                    UInt8(ascii: "."):
                    true
                default: false
                }
            } && !id.hasPrefix("-") && !id.hasPrefix(".")
        guard !isSlugSafe else {
            return nil
        }
        return "is not a slug-safe id (letters, digits, \"-\", \"_\" and \".\", not starting with \"-\" or "
            + "\".\"): \(TerminalText.escapedQuote(id))"
    }

    /// Why `tag` cannot be a tag, a creator id or a handle, or nil when it can: it holds a control or
    /// format character (see ``TerminalText/isInvisible(_:)``), named by its code point.
    static func tagProblem(_ tag: String) -> String? {
        guard let scalar = tag.unicodeScalars.first(where: TerminalText.isInvisible) else {
            return nil
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
        return "holds a control or format character (\(code)): \(TerminalText.escapedQuote(tag))"
    }
}
