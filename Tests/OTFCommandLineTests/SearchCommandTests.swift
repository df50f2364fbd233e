import Foundation
import Testing

@testable import OTFCommandLine

/// `otf search` on the built-in sample catalog (21 made-up exercises).
@Suite struct SearchCommandTests {
    /// The parsed JSON object `otf search` printed.
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = RecordingConsole.run(["search", "--json"] + arguments)
        #expect(result.status == .success, "\(result.error)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test func listsRankedResultsWithCategoryAndId() {
        let result = RecordingConsole.run(["search", "hamer", "curl"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first == "Hammer Curl" + String(repeating: " ", count: 37) + "  Upper Body   hammer-curl")
        #expect(lines.suffix(2) == ["1 result", ""])
        #expect(result.error.hasPrefix("Note: Sample catalog"))
    }

    @Test func jsonIsOneObjectWithTheAgreedKeys() throws {
        let object = try json(["--limit", "2", "db", "row"])
        #expect(Set(object.keys) == ["query", "total", "results", "facets"])
        #expect(object["query"] as? String == "db row")
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(Set(results[0].keys) == ["id", "name", "category", "score", "matched"])
        // "2 Point Row" and "1/2 Kneeling Single Arm Low Row" have a row; only the first has a dumbbell.
        #expect(results[0]["id"] as? String == "2-point-row")
        #expect(results[0]["category"] as? String == "upper_body")
        #expect(results[0]["matched"] as? [String] == ["name", "equipment"])
        // Every exercise with a row (4) or a dumbbell (6, one of them the 2 Point Row) is listed: 9.
        #expect(object["total"] as? Int == 9)
        let facets = try #require(object["facets"] as? [String: [[String: Any]]])
        #expect(Set(facets.keys) == ["category", "muscle", "equipment", "platform", "creator"])
        #expect(
            facets["platform"]?.map { Set($0.keys) } == [
                ["value", "label", "count"], ["value", "label", "count"],
            ])
    }

    @Test func withoutAQueryListsEverythingInBrowseOrder() throws {
        let results = try #require(try json([])["results"] as? [[String: Any]])
        #expect(
            results.compactMap { $0["id"] as? String } == [
                "ab-dolly-rollout", "bosu-reverse-lunge", "coaches-corner-sample", "dead-bug",
                "farmers-march",
                "goblet-squat", "hammer-curl", "hang-power-clean-options", "medicine-ball-slam",
                "mini-band-lateral-walk", "plie-squat-with-kettlebell", "push-up", "single-leg-rdl",
                "strap-pull-up",
                "treadmill-push-pace", "trx-low-row", "world-greatest-stretch", "y-bell-overhead-press",
                "12-kneeling-single-arm-low-row", "2-point-row", "10-stroke-power-row",
            ])
    }

    @Test func filtersNarrowAndCountEachFacet() throws {
        let object = try json(["--muscle", "GLUTES", "--platform", "tiktok"])
        let ids = try #require(object["results"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        // Glutes: goblet squat, BOSU lunge, plié squat, mini band walk, single leg RDL; on TikTok: goblet
        // squat and single leg RDL.
        #expect(ids == ["goblet-squat", "single-leg-rdl"])
        let facets = try #require(object["facets"] as? [String: [[String: Any]]])
        let platforms = Dictionary(
            uniqueKeysWithValues: (facets["platform"] ?? []).map {
                ($0["value"] as? String ?? "", $0["count"] as? Int)
            })
        // Ignoring the platform choice, the five glute exercises: all five on Instagram, two on TikTok.
        #expect(platforms == ["instagram": 5, "tiktok": 2])
    }

    @Test func unknownFilterValuesAreUsageErrorsListingTheValidOnes() {
        let result = RecordingConsole.run(["search", "--equipment", "anvil", "squat"])
        #expect(result.status == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("otf search: unknown equipment \"anvil\"; valid values: "))
        #expect(result.error.contains("TRX straps"))
        #expect(result.error.contains("y-bell"))
    }

    @Test(arguments: ["0", "-3", "ten"])
    func badLimitsAreUsageErrors(limit: String) {
        let result = RecordingConsole.run(["search", "--limit", limit, "squat"])
        #expect(result.status == .usage)
    }

    @Test func highlightsMatchesOnlyOnATerminalWithoutNoColor() {
        let terminal = RecordingConsole.run(["search", "gobl"], isTerminal: true)
        #expect(terminal.output.hasPrefix("\u{1B}[1;33mGoblet\u{1B}[0m Squat"))
        var noColor = RecordingConsole.isolatedEnvironment
        noColor["NO_COLOR"] = "1"
        let plain = RecordingConsole.run(["search", "gobl"], environment: noColor, isTerminal: true)
        #expect(plain.output.hasPrefix("Goblet Squat "))
        #expect(!plain.output.contains("\u{1B}"))
        #expect(!RecordingConsole.run(["search", "gobl"]).output.contains("\u{1B}"))
    }

    @Test func nothingFoundSaysSoAndSuggests() {
        // Two edits from "goblet", beyond the one typo a 7-letter word may have.
        let result = RecordingConsole.run(["search", "gobbelt"])
        #expect(result.status == .success)
        #expect(
            result.output == """
                No exercises found — try a different search or clear a filter
                Did you mean “goblet”?

                """)
    }

    @Test func limitsTheListAndSaysHowManyMore() {
        let result = RecordingConsole.run(["search", "--limit", "1", "row"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        // TRX Low Row, 1/2 Kneeling Single Arm Low Row, 2 Point Row, 10 Stroke Power Row.
        #expect(lines.last == "1 of 4 results shown; use --limit N to see more")
    }
}
