internal import ExerciseCatalog
internal import ExerciseDirectory
internal import ExerciseSearch
internal import TerminalKit

/// `otf workout FILE|-`: each line of a workout with the exercise it names.
let workoutCommand = CommandSpec(
    path: ["workout"],
    summary: "Look up every move of a workout text",
    discussion: """
        FILE is a text with one move per line, such as "12 DB Goblet Squat" or ":30 High Plank Jacks"; \
        `-` reads standard input; either may hold at most \(WorkoutText.limit >> 20) MiB (as much as the terminal app keeps of a \
        paste). Reps, sides, times, loads and notes are left out, section headers and \
        rest or machine lines are recognised, and a move matches only when the catalog has every word of \
        it (see Documentation/Workouts.md).
        """,
    positionals: PositionalSpec("FILE|-", minimum: 1, maximum: 1, arePaths: true),
    options: [.catalog, .json]
) { arguments, context in
    let path = arguments.positionals[0]
    let source = path == "-" ? "standard input" : EchoedText.path(path)
    let bytes: [UInt8]
    do throws(WorkoutText.ReadError) {
        bytes = try WorkoutText.read(path)
    } catch {
        throw CommandFailure("\(source): \(error.reason)")
    }
    guard let text = UTF8Check.text(bytes) else {
        throw CommandFailure("\(source): not UTF-8 text")
    }
    let indexed = try context.loadIndexedCatalog(arguments)
    defer { context.keepUntilExit(indexed) }
    context.announce(indexed.catalog)
    let entries = WorkoutReader(index: indexed.index).read(text)
    guard !entries.isEmpty else {
        throw CommandFailure(WorkoutList.noLinesMessage(from: source))
    }
    if arguments.has(.json) {
        try context.writeJSON(WorkoutJSON(entries: entries))
    } else {
        context.writePaged(WorkoutTable(rows: entries.map(WorkoutRow.init)).lines)
    }
    return .success
}

/// `otf workout --json`: `{"lines": [{"line", "query", "match", "alternatives", "kind"}]}`.
struct WorkoutJSON: Encodable {
    var entries: [WorkoutEntry]

    private enum Keys: String, CodingKey {
        case lines
    }

    private struct Line: Encodable {
        var line: String
        var query: String
        var match: Match?
        var alternatives: [Alternative]
        var kind: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(line, forKey: .line)
            try container.encode(query, forKey: .query)
            try container.encode(match, forKey: .match)
            try container.encode(alternatives, forKey: .alternatives)
            try container.encode(kind, forKey: .kind)
        }

        private enum CodingKeys: String, CodingKey {
            case line, query, match, alternatives, kind
        }
    }

    private struct Match: Encodable {
        var id: String
        var name: String
        var videos: Int
    }

    private struct Alternative: Encodable {
        var id: String
        var name: String
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(
            entries.map { entry in
                Line(
                    line: entry.line.line, query: entry.line.query,
                    match: entry.match.map { Match(id: $0.id, name: $0.name, videos: $0.videos.count) },
                    alternatives: entry.alternatives.map { Alternative(id: $0.id, name: $0.name) },
                    kind: entry.line.kind.rawValue)
            }, forKey: .lines)
    }
}

/// `otf workout` as text: each line, then what it matched; a move without a match is marked "✗".
struct WorkoutTable {
    var rows: [WorkoutRow]

    /// One line per row, the workout's lines in a column as wide as the longest (at most 40 cells).
    var lines: [String] {
        let clean = TerminalText.sanitized
        let width = min(rows.map { DisplayWidth.width(of: clean($0.line)) }.max() ?? 0, 40)
        return rows.map { row in
            let line = clean(row.line)
            let padded = line + String(repeating: " ", count: max(width - DisplayWidth.width(of: line), 0))
            let mark = row.isUnmatched ? "✗ " : "  "
            return padded + "  " + mark + clean(row.title)
                + (row.detail.isEmpty ? "" : " · " + clean(row.detail))
        }
    }
}
