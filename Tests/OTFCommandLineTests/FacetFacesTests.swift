import ExerciseSearch
import Foundation
import Testing

@testable import OTFCommandLine

/// Every facet shows in every face of the command line: an option of `otf search`, a section of
/// `otf facets` and of its JSON, a filter that completions know, and an option in the manual.
@Suite struct FacetFacesTests {
    /// The facets' names on the command line and in JSON, in the order every front end lists them.
    private static let names = ["category", "muscle", "equipment", "movement", "platform", "creator"]

    @Test("the facets are the six named ones, in order")
    func facetNames() {
        #expect(Facet.allCases.map(\.rawValue) == Self.names)
    }

    @Test(
        "every facet is an option of search, a section of facets, a completion filter and in the manual",
        arguments: Facet.allCases)
    func everyFacetInEveryFace(facet: Facet) throws {
        let option = "--" + facet.rawValue
        let help = RecordingConsole.run(["search", "--help"]).output
        #expect(help.contains("  \(option) X "), "\(facet)")
        #expect(help.contains("[\(option) X]…"), "\(facet)")
        let text = RecordingConsole.run(["facets"]).output
        #expect(text.contains("\(facet.title)  (\(option))\n"), "\(facet)")
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(RecordingConsole.run(["facets", "--json"]).output.utf8))
                as? [String: [[String: Any]]])
        let values = try #require(json[facet.rawValue], "\(facet)").compactMap { $0["value"] as? String }
        let completed = RecordingConsole.run(["completions", "--values", facet.rawValue])
        #expect(completed.status == .success, "\(facet)")
        #expect(completed.output == values.map { $0 + "\n" }.joined(), "\(facet)")
        let searchCommand = try #require(OTFProgram.tool.commands.first { $0.path == ["search"] })
        let spec = try #require(searchCommand.options.first { $0.name == facet.rawValue }, "\(facet)")
        #expect(CompletionValues.forValue(of: spec) == .filter(facet.rawValue))
        #expect(ManualPage(tool: OTFProgram.tool).text.contains(ManualPage.escaped(option)), "\(facet)")
    }

    @Test("facets and completions list no facet twice and none unknown")
    func noExtraFacets() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(RecordingConsole.run(["facets", "--json"]).output.utf8))
                as? [String: Any])
        #expect(Set(json.keys) == Set(Self.names))
        let valuesOption = try #require(
            OTFProgram.tool.commands.first { $0.path == ["completions"] }?.options.first {
                $0.name == "values"
            })
        #expect(CompletionValues.forValue(of: valuesOption) == .words(Self.names))
    }

    @Test("--movement filters by movement type; facets and completions list the five types")
    func movementType() throws {
        let result = RecordingConsole.run(["search", "--movement", "Isolation", "--ids", "--json"])
        #expect(result.status == .success, "\(result.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let ids = try #require(object["results"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(Set(ids) == ["hammer-curl", "dead-bug", "mini-band-lateral-walk", "ab-dolly-rollout"])
        // Browse order puts names that start with a digit last.
        let stretch = RecordingConsole.run([
            "search", "--movement", "stretch", "--movement", "cardio", "--ids",
        ])
        #expect(
            stretch.output.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
                == ["treadmill-push-pace", "world-greatest-stretch", "10-stroke-power-row", "3"])
        let completed = RecordingConsole.run(["completions", "--values", "movement"])
        #expect(completed.output == "compound\nisolation\ncardio\nstretch\nother\n")
        let text = RecordingConsole.run(["facets"]).output
        #expect(
            text.contains(
                "Movement Type  (--movement)\n  Compound (13)  = compound\n  Isolation (4)  = isolation\n"
                    + "  Cardio (2)  = cardio\n  Stretch (1)  = stretch\n  Other (1)  = other\n"))
        let unknown = RecordingConsole.run(["search", "--movement", "plyometric"])
        #expect(unknown.status == .usage)
        #expect(
            unknown.error.hasPrefix(
                "otf search: unknown --movement \"plyometric\"; valid values:\n  compound (Compound), "
                    + "isolation (Isolation), cardio (Cardio), stretch\n  (Stretch), other (Other)\n"))
    }
}
