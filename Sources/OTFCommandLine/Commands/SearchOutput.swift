internal import ExerciseCatalog
internal import ExerciseDirectory
internal import ExerciseSearch
internal import TerminalKit

/// `otf search --json`: exactly one object with the query, the total, the query as search read it when a
/// word was corrected (`corrected`), the results and the facets.
struct SearchJSON: Encodable {
    var results: SearchResults
    var limit: Int?

    private enum Keys: String, CodingKey {
        case query, total, corrected, results, facets
    }

    private struct Row: Encodable {
        var id: String
        var name: String
        var category: String
        var score: Int
        var matched: [String]
        /// The query words this result did not match; empty when it matched every word.
        var missing: [String]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(results.query, forKey: .query)
        try container.encode(results.total, forKey: .total)
        try container.encodeIfPresent(results.suggestion, forKey: .corrected)
        let shown = results.results.prefix(limit ?? results.total)
        try container.encode(
            shown.map {
                Row(
                    id: $0.exercise.id, name: $0.exercise.name, category: $0.exercise.category.rawValue,
                    score: $0.score, matched: $0.matchedFields.map(\.rawValue),
                    missing: results.missingWords(of: $0))
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

/// `otf search` as text: a header, then one row per result, fitted to `width` cells.
///
/// The columns are name (matches highlighted), category, demo count and equipment, with `showsIDs` the
/// id first. The id is never cut, since `otf show` needs it whole: the id column takes what the name's
/// minimum leaves, and an id longer than that stands on a line of its own above its row. The name is cut
/// next; the equipment column shrinks and is left out when fewer than its minimum cells remain.
struct SearchTable {
    /// The narrowest the name column is cut to.
    static let minimumNameWidth = 20
    /// The narrowest the equipment column is shown at.
    static let minimumEquipmentWidth = 9
    /// Between columns.
    static let gap = "  "

    var results: SearchResults
    var limit: Int?
    /// Whether the id column is shown.
    var showsIDs: Bool
    var usesColor: Bool
    /// The width of a line in terminal cells.
    var width: Int

    /// One result's cells, sanitised.
    private struct Row {
        var id: String
        var name: String
        /// The name cut into its matched and unmatched runs.
        var nameRuns: [HighlightedRun]
        var category: String
        var demos: String
        var equipment: String
    }

    /// The header and table, then a count line, or the empty state with its suggestion.
    var lines: [String] {
        let rows = results.results.prefix(limit ?? results.total).map {
            let nameRuns = HighlightedRun.runs(of: $0.exercise.name, highlighting: $0.nameHighlights)
            return Row(
                id: TerminalText.sanitized($0.exercise.id), name: nameRuns.map(\.text).joined(),
                nameRuns: nameRuns, category: $0.exercise.category.label,
                demos: Wording.groupedNumber($0.exercise.videos.count),
                equipment: TerminalText.sanitized(Wording.equipmentSummary($0.exercise.equipment)))
        }
        guard !rows.isEmpty else {
            let empty = EmptyState(suggestion: results.suggestion)
            return [empty.title] + (empty.suggestionText.map { [TerminalText.sanitized($0)] } ?? [])
        }
        let header = Row(
            id: "ID", name: "Name", nameRuns: [], category: Facet.category.title,
            demos: "Demos",
            equipment: Facet.equipment.title)
        let layout = Layout(rows: [header] + rows, width: width, showsIDs: showsIDs)
        var lines = PartialMatchNotice.text(for: results).map { [TerminalText.sanitized($0)] } ?? []
        lines.append(layout.line(header, highlighted: false))
        for row in rows {
            if let idWidth = layout.id, DisplayWidth.width(of: row.id) > idWidth {
                lines.append(row.id)
                var rest = row
                rest.id = ""
                lines.append(layout.line(rest, highlighted: usesColor))
            } else {
                lines.append(layout.line(row, highlighted: usesColor))
            }
        }
        let shownCount = Wording.groupedNumber(rows.count)
        let total = Wording.count(results.total, singular: "result", plural: "results")
        lines.append(rows.count == results.total ? total : "\(shownCount) of \(total) shown (--limit)")
        return lines
    }

    /// The column widths for some rows (the header among them) in a line of `width` cells.
    private struct Layout {
        /// Nil when the id column is left out.
        var id: Int?
        var name: Int
        var category: Int
        var demos: Int
        /// Nil when the equipment column is left out.
        var equipment: Int?

        init(rows: [Row], width: Int, showsIDs: Bool) {
            func widest(_ cell: (Row) -> String) -> Int {
                rows.map { DisplayWidth.width(of: cell($0)) }.max() ?? 0
            }
            let gap = SearchTable.gap.count
            category = widest(\.category)
            demos = widest(\.demos)
            let naturalName = widest(\.name)
            let fixed = category + demos + 2 * gap
            id =
                showsIDs
                ? min(
                    widest(\.id), max(2, width - fixed - gap - min(naturalName, SearchTable.minimumNameWidth))
                )
                : nil
            let room = width - fixed - (id.map { $0 + gap } ?? 0)
            if let fitted = ColumnFitting.widths(
                natural: [naturalName, widest(\.equipment)],
                minimum: [SearchTable.minimumNameWidth, SearchTable.minimumEquipmentWidth],
                available: room - gap)
            {
                (name, equipment) = (fitted[0], fitted[1])
            } else {
                (name, equipment) = (min(naturalName, max(room, SearchTable.minimumNameWidth)), nil)
            }
        }

        /// One row of the table; with `highlighted`, the matched words of a name shown whole in bold yellow.
        func line(_ row: Row, highlighted: Bool) -> String {
            let cut = DisplayWidth.truncate(row.name, toWidth: name)
            let padding = String(repeating: " ", count: max(0, name - DisplayWidth.width(of: cut)))
            let nameCell =
                (highlighted && cut == row.name ? SearchTable.highlight(row.nameRuns) : cut) + padding
            var cells = id.map { [DisplayWidth.pad(row.id, toWidth: $0)] } ?? []
            cells += [
                nameCell,
                DisplayWidth.pad(DisplayWidth.truncate(row.category, toWidth: category), toWidth: category),
                String(repeating: " ", count: max(0, demos - DisplayWidth.width(of: row.demos))) + row.demos,
            ]
            if let equipment, !row.equipment.isEmpty {
                cells.append(DisplayWidth.truncate(row.equipment, toWidth: equipment))
            }
            return cells.joined(separator: SearchTable.gap)
        }
    }

    /// The runs of a name, its matched ones in bold yellow.
    static func highlight(_ runs: [HighlightedRun]) -> String {
        runs.map { $0.isHighlighted ? "\u{1B}[1;33m" + $0.text + "\u{1B}[0m" : $0.text }.joined()
    }
}
