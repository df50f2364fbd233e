import ExerciseCatalog
import Foundation
import Testing

@testable import OTFCommandLine

@Suite struct CatalogCommandsTests {
    /// A fresh temporary folder holding the sample catalog as an import source.
    private func sampleSource() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-cmd-\(UUID().uuidString)")
        let source = folder.appendingPathComponent("source")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try Data(SampleCatalog.exercisesJSON.utf8).write(to: source.appendingPathComponent("exercises.json"))
        return folder
    }

    @Test func importsVerifiesAndFindsTheInstalledCatalog() throws {
        let folder = try sampleSource()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source").path
        let dataHome = folder.appendingPathComponent("data").path
        let environment = ["HOME": "/nonexistent/otf-test-home", "XDG_DATA_HOME": dataHome]
        let installed = dataHome + "/otf-exercises/catalog"

        let imported = RecordingConsole.run(["catalog", "import", source], environment: environment)
        #expect(imported.status == .success, "\(imported.error)")
        let lines = imported.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Imported 21 exercises and 23 videos into \(installed)")
        #expect(lines.dropFirst().first == "Thumbnails: 0 copied, 0 referenced but missing")
        #expect(!lines.contains { $0.hasPrefix("Referenced but missing") })

        let path = RecordingConsole.run(["catalog", "path"], environment: environment)
        #expect(path.output == "\(installed)  (installed catalog)\n")

        let verified = RecordingConsole.run(["catalog", "verify", "--all"], environment: environment)
        #expect(verified.status == .success)
        #expect(verified.output.hasSuffix("search snapshot: current\n\(installed): 0 errors, 23 warnings\n"))

        let list = URL(fileURLWithPath: installed).appendingPathComponent("exercises.json")
        try Data(try Data(contentsOf: list) + Data("\n".utf8)).write(to: list)
        let stale = RecordingConsole.run(["catalog", "verify"], environment: environment)
        #expect(
            stale.output.contains(
                "search snapshot: not used (exercises.json or manifest.json changed after the snapshot was "
                    + "written); `otf catalog import` makes a new one\n"))
        let searched = RecordingConsole.run(["search", "hammer", "--json"], environment: environment)
        #expect(searched.output.contains("\"id\" : \"hammer-curl\""))
    }

    @Test func aBrokenSourceLeavesTheInstalledCatalogAlone() throws {
        let folder = try sampleSource()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("installed").path
        let first = RecordingConsole.run(
            ["catalog", "import", folder.appendingPathComponent("source").path, "--into", destination])
        #expect(first.status == .success)
        let broken = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data(#"[{"id": "x"}]"#.utf8).write(to: broken.appendingPathComponent("exercises.json"))

        let second = RecordingConsole.run(["catalog", "import", broken.path, "--into", destination])
        #expect(second.status == .failure)
        #expect(
            second.error.hasPrefix(
                "otf: cannot import \(broken.path): 7 problem(s) in the source; nothing was changed\n"))
        #expect(second.error.components(separatedBy: "nothing was changed").count == 2)
        #expect(!second.error.contains("import failed"))
        #expect(second.error.contains("record 0 (id \"x\"), field exercise_name: missing"))
        let stats = RecordingConsole.run(["stats", "--catalog", destination])
        #expect(stats.output.contains("Exercises:  21\n"))
    }

    @Test func aBrokenRecordIsNamedAndTheOthersStillCount() throws {
        let folder = try sampleSource()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source")
        let broken = SampleCatalog.exercisesJSON.replacingOccurrences(
            of: #""category": "core""#, with: #""category": "arms""#)
        try Data(broken.utf8).write(to: source.appendingPathComponent("exercises.json"))

        let result = RecordingConsole.run(["stats", "--catalog", source.path])
        #expect(result.status == .failure)
        #expect(result.output.contains("Exercises:  19\n"))
        // The two broken records and the folder's missing manifest; 20 videos without a thumbnail.
        #expect(
            result.output.contains("Problems:   3 errors, 20 warnings (`otf catalog verify` lists them)\n"))
        #expect(
            result.error.contains(
                "exercises.json: record 4 (id \"dead-bug\"), field category: unknown category \"arms\""))
        #expect(result.error.contains("exercises.json: record 20 (id \"ab-dolly-rollout\"), field category:"))
    }

    @Test func anExplicitCatalogThatDoesNotExistIsAnError() {
        let result = RecordingConsole.run(["catalog", "path", "--catalog", "/nonexistent/otf-catalog"])
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("otf: "))
        #expect(result.error.contains("/nonexistent/otf-catalog"))
    }
    /// `otf catalog verify` on a folder without an exercise list names the missing list and manifest and
    /// never calls a search snapshot current (there is nothing to search); on `[]` it says what import
    /// says.
    @Test func verifyGivesNoSnapshotVerdictWithoutAListAndCallsAnEmptyOneEmpty() throws {
        let folder = try sampleSource()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bare = folder.appendingPathComponent("bare").path
        try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: bare + "/search.snapshot"))
        let missing = RecordingConsole.run(["catalog", "verify", bare])
        #expect(missing.status == .failure)
        #expect(
            missing.output == """
                error: exercises.json: \(bare): no exercises.json (nor src/data/exercises.json) in this folder
                error: manifest.json: missing; an imported catalog folder has one (import the catalog again)
                search snapshot: not checked (the exercise list could not be read)
                \(bare): 2 errors, 0 warnings

                """)
        let empty = folder.appendingPathComponent("source").path
        try Data("[]".utf8).write(to: URL(fileURLWithPath: empty + "/exercises.json"))
        let verified = RecordingConsole.run(["catalog", "verify", empty])
        #expect(
            verified.output.hasPrefix("error: exercises.json: holds no exercises\n"), "\(verified.output)")
        let imported = RecordingConsole.run(
            ["catalog", "import", empty, "--into", folder.appendingPathComponent("into").path])
        #expect(imported.status == .failure)
        #expect(imported.error.contains("  exercises.json: holds no exercises\n"), "\(imported.error)")
    }
}
