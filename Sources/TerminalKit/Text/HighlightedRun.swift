internal import ExerciseCatalog

/// A run of terminal-safe text, highlighted or not: a name cut where its matched words start and end.
package struct HighlightedRun: Sendable, Equatable {
    /// The run's text, already sanitised.
    package var text: String
    /// True for a matched part.
    package var isHighlighted: Bool

    /// A run of `text`.
    package init(_ text: String, isHighlighted: Bool) {
        self.text = text
        self.isHighlighted = isHighlighted
    }

    /// `text` sanitised for a terminal and cut into runs, with the Character ranges `highlights` marked.
    ///
    /// The ranges are offsets into `text` as given, so they are dropped when sanitising changed it (a
    /// control character removed would shift every offset after it); a range that starts before the end
    /// of the one before it or runs past the end of the text is ignored.
    package static func runs(of text: String, highlighting highlights: [Range<Int>]) -> [HighlightedRun] {
        let cleaned = TerminalText.sanitized(text)
        guard cleaned == text, !highlights.isEmpty else {
            return [HighlightedRun(cleaned, isHighlighted: false)]
        }
        let count = text.count
        var runs: [HighlightedRun] = []
        var position = (offset: 0, index: text.startIndex)
        for range in highlights where range.lowerBound >= position.offset && range.upperBound <= count {
            let lower = text.index(position.index, offsetBy: range.lowerBound - position.offset)
            let upper = text.index(lower, offsetBy: range.count)
            if lower > position.index {
                runs.append(HighlightedRun(String(text[position.index..<lower]), isHighlighted: false))
            }
            if !range.isEmpty {
                runs.append(HighlightedRun(String(text[lower..<upper]), isHighlighted: true))
            }
            position = (range.upperBound, upper)
        }
        if position.index < text.endIndex {
            runs.append(HighlightedRun(String(text[position.index...]), isHighlighted: false))
        }
        return runs
    }
}
