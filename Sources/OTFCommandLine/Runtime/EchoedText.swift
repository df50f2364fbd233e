internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalKit

/// Command-line text quoted back in a message: made safe for the terminal and cut when it is long.
enum EchoedText {
    /// The most characters of a value a message quotes.
    static let limit = 60

    /// `text` sanitised like catalog text; past ``limit`` characters it is cut and its length said:
    /// `aaaa… (100,000 characters)`.
    static func quoted(_ text: String) -> String {
        let clean = TerminalText.sanitized(text)
        let count = clean.count
        guard count > limit else {
            return clean
        }
        return String(clean.prefix(limit)) + "… (\(Wording.groupedNumber(count)) characters)"
    }
}
