import Foundation
import Testing

@testable import OTFCommandLine

/// `otf facets` on the built-in sample catalog.
@Suite struct FacetsCommandTests {
    @Test func countsExercisesPerValue() {
        let result = RecordingConsole.run(["facets"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(9)) == [
                "Category (--category)",
                "  Upper Body (upper_body)  7",
                "  Lower Body (lower_body)  5",
                "  Core                     2",
                "  Full Body (full_body)    3",
                "  Cardio                   2",
                "  Mobility                 1",
                "  Other                    1",
                "",
            ])
        #expect(lines.contains("Platform (--platform)"))
        #expect(lines.contains("  Instagram  16"))
        #expect(lines.contains("  TikTok     6"))
    }

    @Test func jsonMatchesTheFacetsOfSearch() throws {
        let result = RecordingConsole.run(["facets", "--json"])
        #expect(result.status == .success)
        let facets = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [[String: Any]]])
        let creators = (facets["creator"] ?? []).map { "\($0["label"] ?? "")=\($0["count"] ?? "")" }
        // Avery posts on 18 sample exercises, Blake on 5; "Strap Pull Up" has no video.
        #expect(creators == ["Sample Coach Avery=18", "Sample Trainer Blake=5"])
        let search = RecordingConsole.run(["search", "--json"])
        let searchFacets = try #require(
            try JSONSerialization.jsonObject(with: Data(search.output.utf8)) as? [String: Any])["facets"]
        #expect(
            try JSONSerialization.data(withJSONObject: try #require(searchFacets), options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: facets, options: .sortedKeys))
    }
}
