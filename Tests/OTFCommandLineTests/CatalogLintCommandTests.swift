import CatalogTestSupport
import ExerciseCatalog
import Foundation
import OTFCommandLine
import Testing

/// A catalog folder written by hand into a temporary directory, removed when the test ends.
///
/// Three exercises: "deadbug" tagged dumbbell (a substring accident), "goblet-squat" whose thumbnail is a
/// PNG, and "plank" whose title hides a terminal escape sequence (and so is not its id's slug).
private final class LintFixtureFolder {
    let path: String

    init() throws {
        let fileManager = FileManager.default
        path = fileManager.temporaryDirectory.appendingPathComponent("CatalogLintCommand-\(UUID())").path
        try fileManager.createDirectory(atPath: path + "/thumbs", withIntermediateDirectories: true)
        try Data(Self.exercisesJSON.utf8).write(to: URL(fileURLWithPath: path + "/exercises.json"))
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: URL(fileURLWithPath: path + "/thumbs/A.jpg"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: path + "/thumbs/B.jpg"))
        try Data([0xFF, 0xD8, 0xFF, 0xDB]).write(to: URL(fileURLWithPath: path + "/thumbs/C.jpg"))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func record(id: String, name: String, equipment: String, video: String) -> String {
        """
        {"id": "\(id)", "exercise_name": "\(name)", "category": "core", "muscle_groups": ["core"],
         "equipment": [\(equipment)], "movement_type": "compound", "coaching_cues": [],
         "videos": [{"id": "ig_\(video)", "url": "https://www.instagram.com/reel/\(video)/",
                     "source": "instagram", "thumbnail": "/thumbs/\(video).jpg", "description": "Demo",
                     "creator": {"id": "coachingotf", "display_name": "Coach Rudy", "handle": "coachingotf",
                                 "profile_url": "https://www.instagram.com/coachingotf/"}}]}
        """
    }

    private static let exercisesJSON =
        "["
        + [
            record(id: "deadbug", name: "Deadbug", equipment: "\"dumbbell\"", video: "A"),
            record(id: "goblet-squat", name: "Goblet Squat", equipment: "\"dumbbell\"", video: "B"),
            record(id: "plank", name: "Plank\\u001b[2J Hold", equipment: "\"bodyweight\"", video: "C"),
        ].joined(separator: ",") + "]"
}

@Suite struct CatalogLintCommandTests {
    @Test func textReportGroupsFindingsByRuleAndFailsOnAnError() throws {
        let folder = try LintFixtureFolder()
        let result = RecordingConsole.run(["catalog", "lint", folder.path])
        #expect(result.status == .failure)
        #expect(result.error.isEmpty)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Catalog lint of \(folder.path): 3 exercises, 3 videos, 17 rules")
        #expect(lines.contains("equipment-substring (warning): 1 finding"))
        #expect(lines.contains("  - deadbug: “Deadbug”: tag “dumbbell” matches only inside “deadbug”"))
        #expect(lines.contains("thumbnail-not-jpeg (error): 1 finding"))
        #expect(
            lines.contains(
                "  - goblet-squat [video ig_B]: thumbnail B.jpg is not a JPEG (it starts with 89 50 4E, not FF D8 FF)"
            ))
        #expect(lines.contains("id-not-slug (warning): 1 finding"))
        #expect(
            lines.contains("  - plank: id “plank” is not the slug of “Plank Hold” (expected “plank-hold”)"))
        #expect(
            lines.contains(
                "No findings: load-error, load-warning, both-band-types, bodyweight-with-load, caption-title, "
                    + "near-duplicate, missing-thumbnail, thumbnail-not-found, duplicate-video, creator-platform, "
                    + "link-refused, tag-characters, empty-muscle-groups, category-other"))
        #expect(
            result.output.hasSuffix(
                "\n\nSummary: 1 error, 2 warnings from 3 of 17 rules; fails with --fail-on error\n"))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test(arguments: [
        (["--rule", "equipment-substring"], OTFCommandLine.ExitStatus.success),
        (["--rule", "equipment-substring", "--fail-on", "warning"], .failure),
        (["--fail-on", "never"], .success),
        (["--fail-on", "error"], .failure),
        (["--rule", "category-other", "--fail-on", "warning"], .success),
    ])
    func exitStatusFollowsFailOn(options: [String], status: OTFCommandLine.ExitStatus) throws {
        let folder = try LintFixtureFolder()
        #expect(RecordingConsole.run(["catalog", "lint", folder.path] + options).status == status)
    }

    @Test func jsonIsExactlyOneObjectForTools() throws {
        let folder = try LintFixtureFolder()
        let result = RecordingConsole.run(
            [
                "catalog", "lint", folder.path, "--json", "--rule", "thumbnail-not-jpeg", "--rule",
                "id-not-slug",
            ])
        #expect(result.status == .failure)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["catalog"] as? String == folder.path)
        #expect(object["exercises"] as? Int == 3)
        #expect(object["errors"] as? Int == 1)
        #expect(object["warnings"] as? Int == 1)
        #expect(object["fail_on"] as? String == "error")
        #expect(object["failed"] as? Bool == true)
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.map { $0["rule"] as? String } == ["thumbnail-not-jpeg", "id-not-slug"])
        let finding = try #require((rules[1]["findings"] as? [[String: Any]])?.first)
        #expect(finding["exercise_ids"] as? [String] == ["plank"])
        #expect(
            finding["message"] as? String
                == "id “plank” is not the slug of “Plank Hold” (expected “plank-hold”)")
    }

    @Test func withoutDirItLintsTheCatalogInUse() throws {
        let folder = try LintFixtureFolder()
        let result = RecordingConsole.run(
            ["catalog", "lint", "--rule", "equipment-substring"], environment: ["OTF_CATALOG": folder.path])
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("Catalog lint of \(folder.path): 3 exercises, 3 videos, 1 rule\n"))
    }

    @Test func unknownRuleIsAUsageErrorListingTheValidOnes() {
        let result = RecordingConsole.run(["catalog", "lint", "--rule", "captions"])
        #expect(result.status == .usage)
        #expect(result.output.isEmpty)
        #expect(
            result.error.hasPrefix(
                "otf catalog lint: unknown rule \"captions\"; valid rules:\n  load-error, load-warning, "))
        let listed = result.error.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("  ") }
        #expect(
            listed.joined(separator: " ").split(separator: " ").map { $0.trimmingCharacters(in: [","]) } == [
                "load-error", "load-warning", "equipment-substring", "both-band-types",
                "bodyweight-with-load",
                "caption-title", "near-duplicate", "missing-thumbnail", "thumbnail-not-found",
                "thumbnail-not-jpeg", "duplicate-video", "creator-platform", "link-refused",
                "tag-characters", "empty-muscle-groups", "category-other", "id-not-slug",
            ])
        #expect(listed.allSatisfy { $0.count <= 78 })
    }

    @Test(arguments: [
        ["--fail-on", "errors"],
        ["/a", "--catalog", "/b"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) {
        let result = RecordingConsole.run(["catalog", "lint"] + arguments)
        #expect(result.status == .usage)
        #expect(result.output.isEmpty)
    }

    @Test func aFolderWithoutACatalogFailsNamingIt() {
        let result = RecordingConsole.run(["catalog", "lint", "/nonexistent-otf-catalog"])
        #expect(result.status == .failure)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "otf: /nonexistent-otf-catalog: no exercises.json (nor src/data/exercises.json) in this folder\n"
        )
    }

    @Test(TestCatalog.isRequired) func reportsTheRealCatalog() throws {
        let directory = try TestCatalog.directory()
        let result = RecordingConsole.run(["catalog", "lint", directory, "--json"])
        #expect(result.status == .success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["exercises"] as? Int == 1_220)
        #expect(object["videos"] as? Int == 1_953)
        #expect(object["errors"] as? Int == 0)
        #expect(object["warnings"] as? Int == 1_424)
        let rules = try #require(object["rules"] as? [[String: Any]])
        let counts = Dictionary(
            uniqueKeysWithValues: rules.compactMap { rule in
                (rule["rule"] as? String).map { ($0, rule["count"] as? Int ?? -1) }
            })
        #expect(
            counts == [
                "load-error": 0, "load-warning": 0, "equipment-substring": 12, "both-band-types": 38,
                "bodyweight-with-load": 227, "caption-title": 292, "near-duplicate": 18,
                "missing-thumbnail": 586,
                "thumbnail-not-found": 0, "thumbnail-not-jpeg": 0, "duplicate-video": 0,
                "creator-platform": 1,
                "link-refused": 0, "tag-characters": 0, "empty-muscle-groups": 120, "category-other": 130,
                "id-not-slug": 0,
            ])
        let substring = rules.first { $0["rule"] as? String == "equipment-substring" }
        let flagged = (substring?["findings"] as? [[String: Any]] ?? []).compactMap {
            ($0["exercise_ids"] as? [String])?.first
        }
        #expect(
            flagged == [
                "12-minute-run-for-distance-benchmark",
                "behind-every-class-is-a-coach-growing-right-alongside-their-members",
                "bench-ipsilateral-single-arm-triceps-kickback",
                "bench-split-stance-single-arm-triceps-kickback-hand-on", "deadbug",
                "good-morning-with-triceps-kickback", "kickback", "medball-lateral-lunge",
                "supinated-triceps-kickback", "the-first-1000m-row-benchmark", "triceps-kickback",
                "the-new-quarter-mile-benchmark",
            ])
        let strict = RecordingConsole.run(["catalog", "lint", directory, "--fail-on", "warning"])
        #expect(strict.status == .failure)
        #expect(strict.output.hasSuffix("fails with --fail-on warning\n"))
    }
}
