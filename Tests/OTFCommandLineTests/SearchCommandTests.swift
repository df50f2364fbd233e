import CatalogTestSupport
import ExerciseCatalog
import Foundation
import TerminalKit
import Testing

@testable import OTFCommandLine

@Suite struct SearchCommandTests {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = RecordingConsole.run(arguments + ["--json"])
        #expect(result.status == .success, "\(result.error)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test func jsonFollowsTheContract() throws {
        let object = try json(["search", "hammer"])
        #expect(Set(object.keys) == ["query", "total", "results", "facets"])
        #expect(object["query"] as? String == "hammer")
        #expect(object["total"] as? Int == 1)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(Set(results[0].keys) == ["id", "name", "category", "score", "matched", "missing"])
        #expect(results[0]["missing"] as? [String] == [])
        #expect(results[0]["id"] as? String == "hammer-curl")
        #expect(results[0]["name"] as? String == "Hammer Curl")
        #expect(results[0]["category"] as? String == "upper_body")
        #expect(results[0]["score"] is Int)
        #expect((results[0]["matched"] as? [String])?.contains("name") == true)
        let facets = try #require(object["facets"] as? [String: [[String: Any]]])
        #expect(Set(facets.keys) == ["category", "muscle", "equipment", "movement", "platform", "creator"])
        #expect(facets.values.joined().allSatisfy { Set($0.keys) == ["value", "label", "count"] })
    }

    @Test func facetCountsMatchABruteForceCount() throws {
        let object = try json(["search", "--equipment", "Dumbbell", "--category", "lower body"])
        let ids = try #require(object["results"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(ids == ["goblet-squat", "single-leg-rdl"])
        let facets = try #require(object["facets"] as? [String: [[String: Any]]])
        let exercises = SampleCatalog.load().exercises
        func counts(_ facet: String) -> [String: Int] {
            Dictionary(
                uniqueKeysWithValues: (facets[facet] ?? []).map {
                    ($0["value"] as! String, $0["count"] as! Int)
                })
        }
        for category in ExerciseCategory.allCases {
            let expected = exercises.filter { $0.category == category && $0.equipment.contains("dumbbell") }
                .count
            #expect(counts("category")[category.rawValue] == expected, "\(category)")
        }
        for tag in Set(exercises.flatMap(\.equipment)) {
            let expected = exercises.filter { $0.category == .lowerBody && $0.equipment.contains(tag) }.count
            #expect(counts("equipment")[tag] == expected, "\(tag)")
        }
        let lowerWithDumbbell = exercises.filter {
            $0.category == .lowerBody && $0.equipment.contains("dumbbell")
        }
        for platform in Platform.allCases {
            let expected = lowerWithDumbbell.filter { $0.videos.contains { $0.source == platform } }.count
            #expect(counts("platform")[platform.rawValue] == expected, "\(platform)")
        }
    }

    /// `count` spaces.
    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func theDefaultTableShowsNamesWithoutIds() {
        let result = RecordingConsole.run(["search", "gobl"])
        let lines = result.output.split(separator: "\n").map(String.init)
        // 80 cells: the name (12), category (10), demos (5) and three gaps leave 47 for equipment.
        #expect(
            lines == [
                "Name" + spaces(8 + 2) + "Category" + spaces(2 + 2) + "Demos  Equipment",
                "Goblet Squat  Lower Body      2  Dumbbell",
                "1 result",
            ])
    }

    @Test func withIdsNoQueryListsEverythingInBrowseOrderWithAHeaderAndIds() {
        let result = RecordingConsole.run(["search", "--ids"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        // 80 cells: demos 5, category 10 and three gaps take 21; the longest id,
        // "12-kneeling-single-arm-low-row", 30; the name the other 29; no room for equipment.
        #expect(lines.count == 23)
        #expect(
            lines[0] == "ID" + spaces(28 + 2) + "Name" + spaces(25 + 2) + "Category" + spaces(2 + 2) + "Demos"
        )
        #expect(
            lines[1] == "ab-dolly-rollout" + spaces(14 + 2) + "Ab Dolly Rollout" + spaces(13 + 2) + "Core"
                + spaces(6 + 2) + "    1")
        #expect(
            lines[3].hasPrefix(
                "coaches-corner-sample" + spaces(9 + 2) + "“Coaches” Corner: Cueing the…  Other"))
        #expect(lines[21].hasPrefix("10-stroke-power-row "))
        #expect(lines.last == "21 results")
        #expect(lines.allSatisfy { DisplayWidth.width(of: $0) <= 80 })
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func aNarrowTableKeepsIdsWholeOnALineOfTheirOwn() {
        let environment = RecordingConsole.isolatedEnvironment.merging(["COLUMNS": "60"]) { $1 }
        let lines = RecordingConsole.run(["search", "--ids"], environment: environment).output
            .split(separator: "\n").map(String.init)
        // 60 cells: 21 fixed, the name's minimum 20, so ids get 19 and the seven longer ones stand alone.
        #expect(lines.count == 1 + 21 + 7 + 1)
        #expect(
            lines[0] == "ID" + spaces(17 + 2) + "Name" + spaces(16 + 2) + "Category" + spaces(2 + 2) + "Demos"
        )
        #expect(lines[3] == "coaches-corner-sample")
        #expect(lines[4] == spaces(19 + 2) + "“Coaches” Corner: C…  Other" + spaces(5 + 2) + "    1")
        #expect(lines.allSatisfy { DisplayWidth.width(of: $0) <= 60 })
    }

    @Test func aWideTableShowsEquipment() {
        let environment = RecordingConsole.isolatedEnvironment.merging(["COLUMNS": "120"]) { $1 }
        let lines = RecordingConsole.run(["search", "gobl", "--ids"], environment: environment).output
            .split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "ID" + spaces(10 + 2) + "Name" + spaces(8 + 2) + "Category" + spaces(2 + 2)
                    + "Demos  Equipment",
                "goblet-squat  Goblet Squat  Lower Body      2  Dumbbell",
                "1 result",
            ])
    }

    @Test func theTerminalsWidthWinsOverColumns() {
        let environment = RecordingConsole.isolatedEnvironment.merging(["COLUMNS": "200", "NO_COLOR": "1"]) {
            $1
        }
        let lines = RecordingConsole.run(
            ["search", "--ids"], environment: environment, isTerminal: true,
            terminalSize: TerminalSize(columns: 60, rows: 100)
        ).output.split(separator: "\n").map(String.init)
        #expect(lines.count == 30)
        #expect(lines.allSatisfy { DisplayWidth.width(of: $0) <= 60 })
    }

    @Test func highlightsOnlyOnAColourTerminal() {
        let coloured = RecordingConsole.run(["search", "gobl", "--ids"], isTerminal: true)
        #expect(coloured.output.contains("\ngoblet-squat  \u{1B}[1;33mGoblet\u{1B}[0m Squat  "))
        let plain = RecordingConsole.run(
            ["search", "gobl", "--ids"],
            environment: RecordingConsole.isolatedEnvironment.merging(["NO_COLOR": "1"]) { $1 },
            isTerminal: true)
        #expect(plain.output.contains("\ngoblet-squat  Goblet Squat  "))
    }

    @Test("a name is cleaned of its control characters at load, so it is highlighted like any other")
    func aNameWithControlCharactersIsPrintedClean() throws {
        let folder = try TemporaryFolder()
        let record = CatalogFixtures.exerciseJSON(
            id: "goblet-squat", name: "Goblet\\u0007\\u0007\\u0007 Squat")
        try folder.write("[\(record)]", to: "exercises.json")
        let result = RecordingConsole.run(["search", "squat", "--catalog", folder.path], isTerminal: true)
        #expect(result.output.contains("\nGoblet \u{1B}[1;33mSquat\u{1B}[0m  Lower Body"))
        #expect(!result.output.contains("\u{7}"))
    }

    @Test func longOutputOnATerminalGoesThroughThePager() {
        var paged: [(command: String, text: String)] = []
        let small = TerminalSize(columns: 80, rows: 10)
        let result = RecordingConsole.run(["search"], isTerminal: true, terminalSize: small) {
            paged.append(($0, $1))
            return true
        }
        #expect(result.output.isEmpty)
        #expect(paged.map(\.command) == ["less -FRX"])
        #expect(paged.first?.text.split(separator: "\n").count == 23)
        #expect(paged.first?.text.hasSuffix("\n21 results\n") == true)

        let custom = RecordingConsole.isolatedEnvironment.merging(["PAGER": "more"]) { $1 }
        paged = []
        _ = RecordingConsole.run(["facets"], environment: custom, isTerminal: true, terminalSize: small) {
            paged.append(($0, $1))
            return true
        }
        #expect(paged.map(\.command) == ["more"])
    }

    @Test func shortOutputPipesAndAFailedPagerWriteStraightOut() {
        var commands: [String] = []
        let record: (String, String) -> Bool = { command, _ in
            commands.append(command)
            return false
        }
        let tall = RecordingConsole.run(
            ["search"], isTerminal: true, terminalSize: TerminalSize(columns: 80, rows: 24), pager: record)
        #expect(tall.output.split(separator: "\n").count == 23)
        let piped = RecordingConsole.run(
            ["search"], terminalSize: TerminalSize(columns: 80, rows: 5), pager: record)
        #expect(piped.output.split(separator: "\n").count == 23)
        #expect(commands.isEmpty)
        let failed = RecordingConsole.run(
            ["search"], isTerminal: true, terminalSize: TerminalSize(columns: 80, rows: 5), pager: record)
        #expect(commands == ["less -FRX"])
        #expect(failed.output.split(separator: "\n").count == 23)
    }

    @Test func pagerChoice() {
        func pager(_ lines: Int, terminal: Bool = true, rows: Int = 24, _ environment: [String: String] = [:])
            -> String?
        {
            PagedOutput.pager(
                lineCount: lines, outputIsTerminal: terminal, terminalRows: rows, environment: environment)
        }
        #expect(pager(23) == nil)
        #expect(pager(24) == "less -FRX")
        #expect(pager(1_000, terminal: false) == nil)
        #expect(pager(30, ["PAGER": "most -s"]) == "most -s")
        #expect(pager(30, ["PAGER": " "]) == nil)
    }

    @Test(arguments: [
        (["search", "--muscle", "glute"], ["search", "--muscle", "glutes"]),
        (["search", "--equipment", "db"], ["search", "--equipment", "dumbbell"]),
        (["search", "--equipment", "Dumbbells"], ["search", "--equipment", "dumbbell"]),
        (["search", "--equipment", "kb"], ["search", "--equipment", "kettlebell"]),
    ])
    func filterValuesReadLikeSearchWords(spelt: [String], canonical: [String]) throws {
        let given = try json(spelt)
        let expected = try json(canonical)
        let ids = { (object: [String: Any]) in
            (object["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        #expect(!ids(expected).isEmpty)
        #expect(ids(given) == ids(expected))
    }

    @Test func nothingFoundSaysSoAndLimitCuts() {
        let none = RecordingConsole.run(["search", "xylophone"])
        #expect(none.status == .success)
        #expect(none.output.hasPrefix("No exercises found — try a different search or clear a filter\n"))
        let limited = RecordingConsole.run(["search", "--limit", "2"])
        #expect(limited.output.split(separator: "\n").last == "2 of 21 results shown (--limit)")
    }

    @Test(arguments: [
        (
            ["search", "--equipment", "sandbag"],
            "unknown --equipment \"sandbag\"; valid values:\n  ab dolly (Ab Dolly), "
        ),
        (
            ["search", "--platform", "youtube"],
            "unknown --platform \"youtube\"; valid values:\n  instagram (Instagram), tiktok (TikTok)\n"
        ),
        (["search", "--limit", "0"], "--limit needs a whole number of at least 1"),
    ])
    func badFiltersAreUsageErrors(arguments: [String], message: String) {
        let result = RecordingConsole.run(arguments)
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("otf search: " + message))
    }

    @Test func facetsListsEveryOptionWithCounts() throws {
        let result = RecordingConsole.run(["facets", "--json"])
        #expect(result.status == .success)
        let facets = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [[String: Any]]])
        let exercises = SampleCatalog.load().exercises
        for option in facets["category"] ?? [] {
            let value = option["value"] as! String
            #expect(option["count"] as? Int == exercises.filter { $0.category.rawValue == value }.count)
        }
        let text = RecordingConsole.run(["facets"]).output
        #expect(text.contains("Equipment  (--equipment)\n"))
        #expect(text.contains("  TRX Straps (2)  = TRX straps\n"))
    }
}
