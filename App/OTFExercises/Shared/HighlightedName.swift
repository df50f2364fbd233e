import SwiftUI

/// An exercise name with the parts a search matched in bold and the accent colour.
enum HighlightedName {
    /// `name` with each range of `highlights` (`Character` offsets) emphasised; ranges outside the name
    /// are ignored.
    static func attributedString(_ name: String, highlights: [Range<Int>]) -> AttributedString {
        var text = AttributedString(name)
        let length = text.characters.count
        for range in highlights where range.lowerBound >= 0 && range.upperBound <= length && !range.isEmpty {
            let start = text.characters.index(text.startIndex, offsetBy: range.lowerBound)
            let end = text.characters.index(start, offsetBy: range.count)
            text[start..<end].inlinePresentationIntent = .stronglyEmphasized
            text[start..<end].foregroundColor = Color.accentColor
        }
        return text
    }
}
