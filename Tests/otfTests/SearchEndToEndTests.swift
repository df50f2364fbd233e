import CatalogTestSupport
import Foundation
import Testing

@Suite struct SearchEndToEndTests {
    /// The ids of the results in `otf search --json` output.
    private func ids(_ result: OTFBinary.Result) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        return try #require(object["results"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    @Test func searchesTheSampleAsTheRelevanceScorerRunsIt() throws {
        let result = try OTFBinary.run(["search", "--json", "--limit", "10", "hamer curl"])
        #expect(result.status == 0, "\(result.error)")
        #expect(try ids(result) == ["hammer-curl"])
        let usage = try OTFBinary.run(["search", "--platform", "myspace", "row"])
        #expect(usage.status == 64)
        #expect(usage.error.contains("\"myspace\""))
        #expect(usage.error.contains("instagram") && usage.error.contains("tiktok"))
    }

    @Test(TestCatalog.isRequired)
    func searchesTheRealCatalog() throws {
        let catalog = try TestCatalog.directory()
        let result = try OTFBinary.run([
            "search", "--catalog", catalog, "--json", "--limit", "10", "db high row",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(try ids(result).first == "dumbbell-high-row")
        let none = try OTFBinary.run(["search", "--catalog", catalog, "--json", "xylophone dance"])
        #expect(none.status == 0)
        #expect(try ids(none).isEmpty)
    }
}
