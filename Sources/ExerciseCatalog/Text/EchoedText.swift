/// A value from outside quoted back in a message (an argument, an environment variable, a file name or
/// path, a query): the one cleaning every echo gets, so a message stays one line of what it says.
///
/// Every character that does not print (control and format characters, line and paragraph
/// separators, see ``TerminalText/isInvisible(_:)``) is written as its code, `\u{1B}`, `\u{A}` (so an
/// escape sequence shows as text and a line break cannot split the message), and a long value is cut,
/// its length said: `aaaa… (100,000 characters)`.
package enum EchoedText {
    /// The most characters of a value a message quotes.
    package static let limit = 60
    /// The most characters of a path a message quotes: more than a word, since the whole of an
    /// everyday path is worth seeing.
    package static let pathLimit = 200

    /// `text` escaped, and past ``limit`` characters cut with its length said.
    package static func quoted(_ text: String) -> String {
        echoed(text, limit: limit)
    }

    /// `path` escaped, and past ``pathLimit`` characters cut with its length said.
    package static func path(_ path: String) -> String {
        echoed(path, limit: pathLimit)
    }

    private static func echoed(_ text: String, limit: Int) -> String {
        // Scalars are bounded as the catalog's fields are: one character of many combining marks is cut.
        let scalarLimit = limit * CatalogFieldLimits.scalarsPerCharacter
        let count = text.count
        guard count > limit || text.unicodeScalars.count > scalarLimit else {
            return TerminalText.escaped(text)
        }
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(scalarLimit))).prefix(limit)
        return TerminalText.escaped(String(head)) + "… (\(GroupedNumber.text(count)) characters)"
    }
}
