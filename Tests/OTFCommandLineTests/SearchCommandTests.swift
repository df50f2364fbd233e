import ExerciseCatalog
import Foundation
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
        #expect(Set(results[0].keys) == ["id", "name", "category", "score", "matched"])
        #expect(results[0]["id"] as? String == "hammer-curl")
        #expect(results[0]["name"] as? String == "Hammer Curl")
        #expect(results[0]["category"] as? String == "upper_body")
        #expect(results[0]["score"] is Int)
        #expect((results[0]["matched"] as? [String])?.contains("name") == true)
        let facets = try #require(object["facets"] as? [String: [[String: Any]]])
        #expect(Set(facets.keys) == ["category", "muscle", "equipment", "platform", "creator"])
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

    @Test func noQueryListsEverythingInBrowseOrder() {
        let result = RecordingConsole.run(["search"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 22)
        #expect(lines.first?.hasPrefix("Ab Dolly Rollout ") == true)
        #expect(lines[20].hasPrefix("10 Stroke Power Row "))
        #expect(lines.last == "21 results")
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func highlightsOnlyOnAColourTerminal() {
        let coloured = RecordingConsole.run(["search", "gobl"], isTerminal: true)
        #expect(coloured.output.hasPrefix("\u{1B}[1;33mGoblet\u{1B}[0m Squat"))
        let plain = RecordingConsole.run(
            ["search", "gobl"],
            environment: RecordingConsole.isolatedEnvironment.merging(["NO_COLOR": "1"]) { $1 },
            isTerminal: true)
        #expect(plain.output.hasPrefix("Goblet Squat  "))
    }

    @Test func nothingFoundSaysSoAndLimitCuts() {
        let none = RecordingConsole.run(["search", "xylophone"])
        #expect(none.status == .success)
        #expect(none.output.hasPrefix("No exercises found — try a different search or clear a filter\n"))
        let limited = RecordingConsole.run(["search", "--limit", "2"])
        #expect(limited.output.split(separator: "\n").last == "2 of 21 results shown (--limit)")
    }

    @Test(arguments: [
        (["search", "--equipment", "kettlebells"], "unknown --equipment \"kettlebells\"; valid values: "),
        (
            ["search", "--platform", "youtube"],
            "unknown --platform \"youtube\"; valid values: instagram (Instagram), tiktok (TikTok)"
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
