internal import ExerciseCatalog
internal import Foundation

extension Wording {
    /// The caption text worth showing: what precedes the first "#", then its first line, trimmed.
    ///
    /// White space around the text before the first "#" is trimmed before taking its first line, so a
    /// caption opening with blank lines still yields its first words. Nil when nothing is left.
    public static func captionFirstLine(_ description: String) -> String? {
        let beforeHashtags = description.prefix { $0 != "#" }
        let text = beforeHashtags.trimmingCharacters(in: .whitespacesAndNewlines)
        let firstLine = text.prefix { !$0.isNewline }.trimmingCharacters(in: .whitespacesAndNewlines)
        return firstLine.isEmpty ? nil : firstLine
    }
}
