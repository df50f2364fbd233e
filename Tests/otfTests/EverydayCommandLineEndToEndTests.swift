import CatalogTestSupport
import Foundation
import Testing

/// The command line as a new user meets it: the search table, the pager, `show NAME`, help and global
/// options, filter spellings.
@Suite struct EverydayCommandLineEndToEndTests {
    /// The lines of the output.
    private func lines(_ result: OTFBinary.Result) -> [String] {
        result.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func theSearchTableHasAHeaderIdsAndFitsColumns() throws {
        let result = try OTFBinary.run(["search", "--ids"], environment: ["COLUMNS": "60"])
        #expect(result.status == 0, "\(result.error)")
        let table = lines(result)
        #expect(table.first == "ID                   Name                  Category    Demos")
        #expect(table[1] == "ab-dolly-rollout     Ab Dolly Rollout      Core            1")
        #expect(table.contains("hammer-curl          Hammer Curl           Upper Body      1"))
        // An id longer than its 19 cells stands whole on its own line.
        let long = try #require(table.firstIndex(of: "12-kneeling-single-arm-low-row"))
        #expect(
            table[long + 1] == String(repeating: " ", count: 21) + "1/2 Kneeling Single…  Upper Body      1")
        #expect(table.allSatisfy { $0.count <= 60 })
        #expect(table.last == "21 results")
        let wide = try OTFBinary.run(["search", "hammer", "--ids"], environment: ["COLUMNS": "100"])
        #expect(
            lines(wide) == [
                "ID           Name         Category    Demos  Equipment",
                "hammer-curl  Hammer Curl  Upper Body      1  Dumbbell",
                "1 result",
            ])
    }

    @Test func outputThatIsNotATerminalNeverGoesThroughThePager() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("paged").path
        let result = try OTFBinary.run(["search"], environment: ["PAGER": "touch \(marker); cat"])
        #expect(result.status == 0)
        #expect(lines(result).count == 23)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test(.enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"))
    func onATerminalLongOutputGoesThroughThePagerAtTheTerminalsWidth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paged = folder.appendingPathComponent("paged").path
        let session = try TmuxSession(
            columns: 60, rows: 12,
            environment: [
                "XDG_DATA_HOME": folder.path, "HOME": folder.path, "TERM": "xterm-256color", "PS1": "$ ",
                "COLUMNS": "120", "NO_COLOR": "1", "PAGER": "cat > \(paged); echo PAGER\"\"DONE",
            ])
        defer { session.kill() }
        try session.send("\(OTFBinary.url.path) search --ids", literal: true)
        try session.send("Enter")
        try session.waitFor("PAGERDONE")
        let text = try String(contentsOfFile: paged, encoding: .utf8)
        let table = text.split(separator: "\n").map(String.init)
        #expect(table.first == "ID                   Name                  Category    Demos")
        #expect(table.count == 1 + 21 + 7 + 1)
        #expect(table.allSatisfy { $0.count <= 60 })
    }

    @Test func showTakesANameInSeveralWords() throws {
        let found = try OTFBinary.run(["show", "hammer", "curl"])
        #expect(found.status == 0, "\(found.error)")
        #expect(found.text.hasPrefix("Hammer Curl\nid: hammer-curl\n"))
        let byID = try OTFBinary.run(["show", "goblet-squat", "--json"])
        #expect(byID.status == 0)
        #expect(byID.text.contains(#""id" : "goblet-squat""#))
        let missed = try OTFBinary.run(["show", "hamer", "curls", "please"])
        #expect(missed.status == 1)
        #expect(missed.text.isEmpty)
        #expect(
            missed.error.hasSuffix(
                "otf: no exercise with id or name \"hamer curls please\"; did you mean:\n  hammer-curl  Hammer Curl\n"
            ))
    }

    @Test func helpVersionAndGlobalOptionsBeforeTheCommand() throws {
        let searchHelp = try OTFBinary.run(["search", "--help"])
        let help = try OTFBinary.run(["help", "search"])
        #expect(help.status == 0)
        #expect(help.text == searchHelp.text)
        #expect(help.text.hasPrefix("Search exercises"))
        let importHelp = try OTFBinary.run(["help", "catalog", "import"])
        #expect(importHelp.text.contains("Usage: otf catalog import SOURCE [--into DIR]\n"))
        let group = try OTFBinary.run(["catalog", "--help"])
        #expect(group.status == 0)
        for command in ["import", "verify", "path", "lint"] {
            #expect(group.text.contains("\n  otf catalog \(command) "), "\(command)")
        }
        #expect(try OTFBinary.run(["-v"]).text == "otf 0.1.0\n")
        let short = try OTFBinary.run(["-h"])
        #expect(short.status == 0)
        #expect(short.text.contains("otf help COMMAND"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-global-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = #"""
            [{"id": "only-row", "exercise_name": "Only Row", "category": "upper_body", "muscle_groups": ["back"],
              "equipment": ["dumbbell"], "movement_type": "compound", "coaching_cues": [], "videos": []}]
            """#
        try Data(record.utf8).write(to: folder.appendingPathComponent("exercises.json"))
        let global = try OTFBinary.run(["--catalog", folder.path, "search", "--json", "row"])
        #expect(global.status == 0, "\(global.error)")
        #expect(global.text.contains(#""id" : "only-row""#))
    }

    @Test func filterValuesTakePluralsAndShorthand() throws {
        func ids(_ arguments: [String]) throws -> [String] {
            let result = try OTFBinary.run(["search", "--json"] + arguments)
            #expect(result.status == 0, "\(result.error)")
            let object = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
            return try #require(object["results"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        }
        #expect(
            try ids(["--muscle", "glute"])
                == [
                    "bosu-reverse-lunge", "goblet-squat", "mini-band-lateral-walk",
                    "plie-squat-with-kettlebell",
                    "single-leg-rdl",
                ])
        let dumbbell = [
            "farmers-march", "goblet-squat", "hammer-curl", "hang-power-clean-options", "single-leg-rdl",
            "2-point-row",
        ]
        #expect(try ids(["--equipment", "db"]) == dumbbell)
        #expect(try ids(["--equipment", "dumbbells"]) == dumbbell)
        #expect(try ids(["--equipment", "kb"]) == ["plie-squat-with-kettlebell"])
        let unknown = try OTFBinary.run(["search", "--equipment", "sandbag"])
        #expect(unknown.status == 64)
        #expect(
            unknown.error.contains("unknown --equipment \"sandbag\"; valid values:\n  ab dolly (Ab Dolly), "))
    }
}
