import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

@Suite struct WorkoutEndToEndTests {
    /// The `lines` of `otf workout --json` output.
    private func lines(_ result: OTFBinary.Result) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        #expect(object.keys.sorted() == ["lines"])
        return try #require(object["lines"] as? [[String: Any]])
    }

    @Test func readsAWorkoutFileOnTheSample() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "BLOCK 1\n\n  12 Goblet Squat (each side)  \n8 renegade curls\nRest 1:00\n", to: "w.txt")
        let result = try OTFBinary.run(["workout", "--json", folder.appending("w.txt")])
        #expect(result.status == 0, "\(result.error)")
        let entries = try lines(result)
        #expect(
            entries.map { $0["line"] as? String } == [
                "BLOCK 1", "12 Goblet Squat (each side)", "8 renegade curls", "Rest 1:00",
            ])
        #expect(entries.map { $0["kind"] as? String } == ["header", "move", "move", "rest"])
        #expect(entries.map { $0["query"] as? String } == ["", "Goblet Squat", "renegade curls", ""])
        let match = try #require(entries[1]["match"] as? [String: Any])
        #expect(match["id"] as? String == "goblet-squat")
        #expect(match["name"] as? String == "Goblet Squat")
        #expect(match["videos"] as? Int == 2)
        #expect(entries[2]["match"] is NSNull)
        let alternatives = try #require(entries[2]["alternatives"] as? [[String: Any]])
        #expect(alternatives.map { $0["id"] as? String } == ["hammer-curl"])
        let table = try OTFBinary.run(["workout", folder.appending("w.txt")])
        #expect(table.status == 0)
        #expect(table.text.contains("Goblet Squat · 2 demos"))
        #expect(table.text.contains("✗ No match · Closest: Hammer Curl"))
    }

    /// Workouts.md's promise for input without a non-blank line: exit 1, a message on standard error,
    /// nothing on standard output (no JSON either), from a file and from standard input alike.
    @Test func blankInputExitsOneWithoutJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("\n   \n\t\n", to: "blank.txt")
        let blank = folder.appending("blank.txt")
        for arguments in [["workout", "--json", blank], ["workout", blank]] {
            let result = try OTFBinary.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.output.isEmpty, "\(arguments): \(result.text)")
            #expect(result.error.contains("no lines"), "\(arguments): \(result.error)")
        }
        let piped = try ChildProcess.run(
            "/bin/sh", ["-c", "'\(OTFBinary.url.path)' workout - --json < '\(blank)'"],
            environment: ["XDG_DATA_HOME": OTFBinary.emptyDataHome, "PATH": "/usr/bin:/bin"])
        #expect(piped.status == 1)
        #expect(piped.output.isEmpty)
        let documented = try Repository.text("Documentation/Workouts.md")
        #expect(documented.contains("holds no non-blank line"))
    }

    @Test func refusesAMissingFileAndNeedsOneArgument() throws {
        let missing = try OTFBinary.run(["workout", "/nonexistent/workout.txt"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("/nonexistent/workout.txt"))
        #expect(try OTFBinary.run(["workout"]).status == 64)
    }

    @Test func searchSaysWhichWordsMatchedNothing() throws {
        let json = try OTFBinary.run(["search", "--json", "zzzzzzzz", "impossible", "curl"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["missing"] as? [String] } == [["zzzzzzzz", "impossible"]])
        let full = try OTFBinary.run(["search", "--json", "hammer", "curl"])
        let fullObject = try #require(try JSONSerialization.jsonObject(with: full.output) as? [String: Any])
        let fullResults = try #require(fullObject["results"] as? [[String: Any]])
        #expect(fullResults.first?["missing"] as? [String] == [])
        let table = try OTFBinary.run(["search", "zzzzzzzz", "impossible", "curl"])
        #expect(
            table.text.hasPrefix(
                "No exercise matches every word; showing matches without: zzzzzzzz, impossible\n"))
        #expect(!(try OTFBinary.run(["search", "hammer", "curl"]).text.contains("No exercise matches")))
    }

    @Test(TestCatalog.isRequired)
    func readsAWorkoutOnTheRealCatalog() throws {
        let catalog = try TestCatalog.directory()
        let folder = try TemporaryFolder()
        try folder.write("12 DB Goblet Squat\n6 renegade rows\n1 min wall sit\nRow 300m\n", to: "w.txt")
        let result = try OTFBinary.run(["workout", "--catalog", catalog, "--json", folder.appending("w.txt")])
        #expect(result.status == 0, "\(result.error)")
        let matches = try lines(result).map { ($0["match"] as? [String: Any])?["id"] as? String }
        #expect(matches == ["goblet-squat", nil, nil, nil])
    }
}
