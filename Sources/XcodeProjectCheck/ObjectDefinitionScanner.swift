/// Counts how often each object identifier is defined in the text of a `project.pbxproj` file.
///
/// `plutil` silently keeps the last of two objects with the same identifier, so duplicates are only
/// visible in the text. The scanner skips comments and quoted strings and counts the keys of the
/// dictionary two levels down (the `objects` dictionary).
package enum ObjectDefinitionScanner {
    /// The number of times each key of the `objects` dictionary is defined.
    package static func definitionCounts(in text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var containers: [Character] = []
        var lastWord: String?
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.first {
            switch scalar {
            case "/" where scalars.dropFirst().first == "*":
                scalars = skip(past: "*/", in: scalars.dropFirst(2))
            case "/" where scalars.dropFirst().first == "/":
                scalars = skip(past: "\n", in: scalars.dropFirst(2))
            case "\"":
                let (word, rest) = quoted(scalars.dropFirst())
                lastWord = word
                scalars = rest
            case "{", "(":
                containers.append(Character(scalar))
                lastWord = nil
                scalars = scalars.dropFirst()
            case "}", ")":
                _ = containers.popLast()
                lastWord = nil
                scalars = scalars.dropFirst()
            case "=":
                if containers == ["{", "{"], let key = lastWord { counts[key, default: 0] += 1 }
                lastWord = nil
                scalars = scalars.dropFirst()
            case ";", ",":
                lastWord = nil
                scalars = scalars.dropFirst()
            default:
                if isWordScalar(scalar) {
                    let word = scalars.prefix(while: isWordScalar)
                    lastWord = String(Substring(word))
                    scalars = scalars.dropFirst(word.count)
                } else {
                    scalars = scalars.dropFirst()
                }
            }
        }
        return counts
    }

    /// The identifiers defined more than once, with their counts, sorted.
    package static func duplicates(in text: String) -> [(id: String, count: Int)] {
        definitionCounts(in: text).filter { $0.value > 1 }.sorted { $0.key < $1.key }
            .map { (id: $0.key, count: $0.value) }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isWhitespace && !"{}()=;,\"".unicodeScalars.contains(scalar)
    }

    private static func skip(
        past terminator: String, in scalars: Substring.UnicodeScalarView.SubSequence
    ) -> Substring.UnicodeScalarView.SubSequence {
        var rest = scalars
        let end = Array(terminator.unicodeScalars)
        while !rest.isEmpty {
            if rest.starts(with: end) { return rest.dropFirst(end.count) }
            rest = rest.dropFirst()
        }
        return rest
    }

    private static func quoted(
        _ scalars: Substring.UnicodeScalarView.SubSequence
    ) -> (String, Substring.UnicodeScalarView.SubSequence) {
        var text = String.UnicodeScalarView()
        var rest = scalars
        while let scalar = rest.first {
            rest = rest.dropFirst()
            if scalar == "\"" { break }
            if scalar == "\\", let escaped = rest.first {
                text.append(escaped)
                rest = rest.dropFirst()
            } else {
                text.append(scalar)
            }
        }
        return (String(text), rest)
    }
}
