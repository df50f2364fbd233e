import Foundation

/// The links of a Markdown document and the anchors its headings make, as GitHub renders them.
enum MarkdownLinks {
    /// The target of every inline link `[text](target)` in `text`, outside code blocks and code spans.
    static func targets(in text: String) -> [String] {
        let link = /\]\(([^)\s]+)\)/
        let codeSpan = /`[^`]*`/
        return proseLines(of: text).flatMap { line in
            line.replacing(codeSpan, with: "").matches(of: link).map { String($0.output.1) }
        }
    }

    /// The anchor of every heading in `text`: lower case, letters, digits, `-` and `_` kept, other
    /// punctuation dropped, spaces as hyphens; a repeated anchor gets `-1`, `-2`, ….
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        for line in proseLines(of: text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let slug = String(
                title.unicodeScalars.compactMap { scalar -> Character? in
                    if scalar == " " { return "-" }
                    let kept =
                        CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
                    return kept ? Character(scalar) : nil
                })
            var anchor = slug
            var repeats = 0
            while anchors.contains(anchor) {
                repeats += 1
                anchor = "\(slug)-\(repeats)"
            }
            anchors.insert(anchor)
        }
        return anchors
    }

    /// The lines of `text` outside fenced code blocks.
    private static func proseLines(of text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }
}
