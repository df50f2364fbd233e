import ExerciseCatalog
import ExerciseDirectory
import ExerciseSearch
import TerminalKit

/// What `otf search` prints: the first results, how many there are, and the facet counts (JSON only).
///
/// The JSON is one object: `{"query", "total", "results": [{"id", "name", "category", "score",
/// "matched"}], "facets": {facet: [{"value", "label", "count"}]}}`.
struct SearchReport: Encodable {
    /// The search's answer.
    var results: SearchResults
    /// How many results to show; nil for all.
    var limit: Int?

    /// Display columns for the name in the text list.
    static let nameWidth = 48
    /// Display columns for the category label in the text list.
    static let categoryWidth = 11

    /// The results shown.
    var shown: [SearchResult] {
        Array(results.results.prefix(limit ?? results.total))
    }

    /// The text list, names highlighted with terminal escapes when `highlighting`.
    func lines(highlighting: Bool) -> [String] {
        guard results.total > 0 else {
            let empty = EmptyState(suggestion: results.suggestion)
            return [empty.title] + (empty.suggestionText.map { [TerminalText.sanitized($0)] } ?? [])
        }
        var lines = shown.map { result in
            HighlightedName.text(
                result.exercise.name, highlights: result.nameHighlights, width: Self.nameWidth,
                emphasis: highlighting)
                + "  " + DisplayWidth.pad(result.exercise.category.label, toWidth: Self.categoryWidth)
                + "  " + TerminalText.sanitized(result.exercise.id)
        }
        let total = Wording.count(results.total, singular: "result", plural: "results")
        lines.append("")
        lines.append(
            shown.count < results.total
                ? "\(Wording.groupedNumber(shown.count)) of \(total) shown; use --limit N to see more"
                : total)
        return lines
    }

    private enum Keys: String, CodingKey {
        case query, total, results, facets
    }

    /// One result in the JSON.
    private struct ResultJSON: Encodable {
        var id: String
        var name: String
        var category: String
        var score: Int
        var matched: [String]
    }

    /// One facet option in the JSON.
    private struct OptionJSON: Encodable {
        var value: String
        var label: String
        var count: Int
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(results.query, forKey: .query)
        try container.encode(results.total, forKey: .total)
        let rows = shown.map { result in
            ResultJSON(
                id: result.exercise.id, name: result.exercise.name,
                category: result.exercise.category.rawValue,
                score: result.score, matched: result.matchedFields.map(\.rawValue))
        }
        try container.encode(rows, forKey: .results)
        try container.encode(Self.facetsJSON(results.facets), forKey: .facets)
    }

    /// The facet counts keyed by facet name, as `otf search --json` and `otf facets --json` print them.
    static func facetsJSON(_ facets: [Facet: [FacetOption]]) -> [String: [some Encodable]] {
        Dictionary(
            uniqueKeysWithValues: Facet.allCases.map { facet in
                (
                    facet.rawValue,
                    facets[facet, default: []].map {
                        OptionJSON(value: $0.value, label: $0.label, count: $0.count)
                    }
                )
            })
    }
}

/// An exercise name for the terminal: stripped of control characters, fitted to a width, with its
/// matched words emphasised (bold yellow) when asked.
enum HighlightedName {
    /// Starts the emphasis.
    static let emphasisOn = "\u{1B}[1;33m"
    /// Ends it.
    static let emphasisOff = "\u{1B}[0m"

    /// `name` padded or truncated (with "…") to `width` display columns; the Characters inside
    /// `highlights` are wrapped in escapes when `emphasis` is true.
    static func text(_ name: String, highlights: [Range<Int>], width: Int, emphasis: Bool) -> String {
        let characters = Array(name)
        let fitted = DisplayWidth.truncate(TerminalText.sanitized(name), toWidth: width)
        guard emphasis, !highlights.isEmpty else {
            return DisplayWidth.pad(fitted, toWidth: width)
        }
        var text = ""
        var used = 0
        var isEmphasised = false
        for (offset, character) in characters.enumerated() {
            let clean = TerminalText.sanitized(String(character))
            let columns = DisplayWidth.width(of: clean)
            if used + columns > width - 1 && offset < characters.count - 1 || used + columns > width {
                text += (isEmphasised ? emphasisOff : "") + "…"
                used += 1
                isEmphasised = false
                break
            }
            let shouldEmphasise = highlights.contains { $0.contains(offset) }
            if shouldEmphasise != isEmphasised {
                text += shouldEmphasise ? emphasisOn : emphasisOff
                isEmphasised = shouldEmphasise
            }
            text += clean
            used += columns
        }
        if isEmphasised {
            text += emphasisOff
        }
        return text + String(repeating: " ", count: max(0, width - used))
    }
}
