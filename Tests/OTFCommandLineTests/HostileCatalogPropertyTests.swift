import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import OTFCommandLine

/// Random catalogs with control, format and separator characters in every string field: whatever a face
/// lists (`facets --json`, `completions --values`, `search --ids`) is a value the matching filter or
/// `show` accepts and holds no such character, and every name is already clean.
@Suite struct HostileCatalogPropertyTests {
    /// Characters and sequences dropped into fields: escape sequences (CSI, OSC to BEL, DCS to ST, 8-bit
    /// CSI), C0 and C1 controls, DEL, line breaks, bidi marks, overrides and isolates, zero-width
    /// characters, the byte-order mark.
    private static let hostile = [
        "\u{1B}[5m", "\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{1B}]8;;https://evil.example\u{1B}\\",
        "\u{1B}P1$r\u{1B}\\", "\u{9B}31m", "\u{0}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\u{7F}", "\u{85}",
        "\u{9C}", "\u{200E}", "\u{200F}", "\u{61C}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}",
        "\u{2028}", "\u{FEFF}", "\u{1B}",
    ]

    /// Plain words the fields are made of, shared between records so facets have repeated values.
    private static let words = ["dumbbell", "glutes", "Row", "squat", "coach", "band", "Glutes", "trx"]

    /// A word, with a hostile insertion a third of the time.
    private static func text(_ random: inout SplitMix64, base: String? = nil) -> String {
        var text = base ?? words[Int(random.next() % UInt64(words.count))]
        if random.next() % 3 == 0 {
            let insertion = hostile[Int(random.next() % UInt64(hostile.count))]
            let offset = Int(random.next() % UInt64(text.count + 1))
            text.insert(contentsOf: insertion, at: text.index(text.startIndex, offsetBy: offset))
        }
        return text
    }

    /// A catalog of `count` records whose every string field may be hostile.
    private static func catalog(seed: UInt64, count: Int) -> [[String: Any]] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let creatorID = text(&random, base: "coach\(random.next() % 3)")
            let video: [String: Any] = [
                "id": text(&random, base: "ig_\(seed)_\(index)"),
                "url": text(&random, base: "https://www.instagram.com/reel/A\(index)/"),
                "source": "instagram", "thumbnail": text(&random, base: ""),
                "description": text(&random) + " " + text(&random),
                "creator": [
                    "id": creatorID, "display_name": text(&random), "handle": text(&random, base: creatorID),
                    "profile_url": "https://www.instagram.com/coachingotf/",
                ],
            ]
            return [
                "id": text(&random, base: "exercise-\(index)"),
                "exercise_name": text(&random) + " " + text(&random),
                "category": "lower_body", "muscle_groups": [text(&random), text(&random)],
                "equipment": [text(&random)], "movement_type": "compound", "coaching_cues": [text(&random)],
                "videos": [video],
            ]
        }
    }

    /// True for a character no listed value may hold.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// Runs `arguments` against the catalog in `folder` and returns standard output; the run must
    /// succeed.
    private func output(_ arguments: [String], catalog folder: String) -> String {
        let result = RecordingConsole.run(arguments + ["--catalog", folder])
        #expect(result.status == .success, "\(arguments): \(result.error)")
        return result.output
    }

    @Test(arguments: 1...24)
    func whatAFaceListsIsAcceptedByItsFilter(seed: Int) throws {
        let folder = try TemporaryFolder()
        let records = Self.catalog(seed: UInt64(seed), count: 8)
        try folder.write(try JSONSerialization.data(withJSONObject: records), to: "exercises.json")
        let catalog = folder.path

        let facetsJSON = output(["facets", "--json"], catalog: catalog)
        let facets = try #require(
            try JSONSerialization.jsonObject(with: Data(facetsJSON.utf8)) as? [String: [[String: Any]]])
        for (name, options) in facets {
            let values = options.compactMap { $0["value"] as? String }
            #expect(values.count == options.count)
            let completed = output(["completions", "--values", name], catalog: catalog)
                .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(completed == values, "\(name)")
            for value in values {
                #expect(
                    !value.unicodeScalars.contains(where: Self.isInvisible),
                    "\(name): \(value.debugDescription)")
                let search = RecordingConsole.run([
                    "search", "--\(name)", value, "--json", "--catalog", catalog,
                ])
                #expect(search.status == .success, "--\(name) \(value.debugDescription): \(search.error)")
            }
        }

        let searchJSON = output(["search", "--json", "--limit", "1000"], catalog: catalog)
        let results = try #require(
            (try JSONSerialization.jsonObject(with: Data(searchJSON.utf8)) as? [String: Any])?["results"]
                as? [[String: Any]])
        let ids = results.compactMap { $0["id"] as? String }
        let table = output(["search", "--ids", "--limit", "1000"], catalog: catalog)
        for id in ids {
            #expect(table.contains("\n" + id + " "), "\(id.debugDescription) missing from the --ids table")
            #expect(!id.unicodeScalars.contains(where: Self.isInvisible), "\(id.debugDescription)")
            let show = RecordingConsole.run(["show", id, "--catalog", catalog])
            #expect(show.status == .success, "show \(id.debugDescription): \(show.error)")
        }
        for result in results {
            let name = try #require(result["name"] as? String)
            #expect(TerminalText.sanitized(name) == name, "\(name.debugDescription)")
        }
    }
}
