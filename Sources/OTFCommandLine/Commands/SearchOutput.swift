import ExerciseCatalog
import ExerciseDirectory
import ExerciseSearch
import TerminalKit

/// `otf search --json`: exactly one object with the query, the total, the results and the facets.
struct SearchJSON: Encodable {
    var results: SearchResults
    var limit: Int?

    private enum Keys: String, CodingKey {
        case query, total, results, facets
    }

    private struct Row: Encodable {
        var id: String
        var name: String
        var category: String
        var score: Int
        var matched: [String]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(results.query, forKey: .query)
        try container.encode(results.total, forKey: .total)
        let shown = results.results.prefix(limit ?? results.total)
        try container.encode(
            shown.map {
                Row(
                    id: $0.exercise.id, name: $0.exercise.name, category: $0.exercise.category.rawValue,
                    score: $0.score, matched: $0.matchedFields.map(\.rawValue))
            }, forKey: .results)
        try container.encode(FacetOptionJSON.byFacet(results.facets), forKey: .facets)
    }
}

/// One facet option in JSON: `{"value", "label", "count"}`.
struct FacetOptionJSON: Encodable {
    var value: String
    var label: String
    var count: Int

    /// Every facet's options keyed by the facet's name ("category", "muscle", …).
    static func byFacet(_ facets: [Facet: [FacetOption]]) -> [String: [FacetOptionJSON]] {
        var byName: [String: [FacetOptionJSON]] = [:]
        for facet in Facet.allCases {
            byName[facet.rawValue] = (facets[facet] ?? []).map {
                FacetOptionJSON(value: $0.value, label: $0.label, count: $0.count)
            }
        }
        return byName
    }
}

/// `otf search` on a terminal: name (matches highlighted), category, equipment, demo count.
struct SearchTable {
    /// The widest the name column gets.
    static let nameWidth = 44

    var results: SearchResults
    var limit: Int?
    var usesColor: Bool

    /// The table, then a count line, or the empty state with its suggestion.
    var lines: [String] {
        let rows = results.results.prefix(limit ?? results.total).map {
            (
                name: TerminalText.sanitized($0.exercise.name), highlights: $0.nameHighlights,
                categoryLabel: $0.exercise.category.label,
                equipment: TerminalText.sanitized(Wording.equipmentSummary($0.exercise.equipment)),
                demoCount: Wording.demoCount($0.exercise.videos.count)
            )
        }
        guard !rows.isEmpty else {
            let empty = EmptyState(suggestion: results.suggestion)
            return [empty.title] + (empty.suggestionText.map { [TerminalText.sanitized($0)] } ?? [])
        }
        let nameWidth = min(rows.map { DisplayWidth.width(of: $0.name) }.max() ?? 0, Self.nameWidth)
        var lines = rows.map { row in
            let shown = DisplayWidth.pad(
                DisplayWidth.truncate(row.name, toWidth: nameWidth), toWidth: nameWidth)
            let highlighted =
                usesColor && shown.hasPrefix(row.name) ? highlight(shown, row.highlights) : shown
            let category = DisplayWidth.pad(row.categoryLabel, toWidth: 10)
            let equipment = DisplayWidth.pad(DisplayWidth.truncate(row.equipment, toWidth: 24), toWidth: 24)
            return highlighted + "  " + category + "  " + equipment + "  " + row.demoCount
        }
        let shownCount = Wording.groupedNumber(rows.count)
        let total = Wording.count(results.total, singular: "result", plural: "results")
        lines.append(rows.count == results.total ? total : "\(shownCount) of \(total) shown (--limit)")
        return lines
    }

    /// `text` with the Character ranges in bold yellow.
    private func highlight(_ text: String, _ ranges: [Range<Int>]) -> String {
        var output = ""
        for (offset, character) in text.enumerated() {
            let inside = ranges.contains { $0.contains(offset) }
            let starts = inside && !ranges.contains { $0.contains(offset - 1) }
            let ends = inside && !ranges.contains { $0.contains(offset + 1) }
            if starts { output += "\u{1B}[1;33m" }
            output.append(character)
            if ends { output += "\u{1B}[0m" }
        }
        return output
    }
}
