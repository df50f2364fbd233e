import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import OTFCommandLine

@Suite struct StatsCommandTests {
    @Test func countsTheSampleAndSaysItIsOne() {
        let result = RecordingConsole.run(["stats"])
        #expect(result.status == .success)
        #expect(
            result.output == """
                Catalog:    built-in sample (no catalog installed at /nonexistent/otf-test-home/.local/share/\
                otf-exercises/catalog; using the built-in sample) — SAMPLE
                Exercises:  21
                Videos:     23 (Instagram 17, TikTok 6)
                Creators:   2
                Thumbnails: 0 present, 0 referenced but missing, 23 videos without one
                Problems:   0 errors, 23 warnings (`otf catalog verify` lists them)

                """)
        #expect(result.error.hasPrefix("Note: Sample catalog"))
    }

    @Test func jsonHoldsTheCountsAndTheSampleFlag() throws {
        let result = RecordingConsole.run(["stats", "--json"])
        #expect(result.status == .success)
        #expect(result.output.contains(#""exercises" : 21,"#))
        #expect(result.output.contains(#""videos" : 23,"#))
        #expect(result.output.contains(#""tiktok_videos" : 6,"#))
        #expect(result.output.contains(#""sample" : true,"#))
        #expect(result.output.contains(#""catalog" : "built-in sample","#))
        #expect(result.output.contains(#""errors" : 0,"#))
        #expect(result.output.contains(#""warnings" : 23"#))
        #expect(
            result.output.contains(
                #""exercises.json: record 0 (id \"goblet-squat\"), field videos[0].thumbnail: video has no "#
                    + #"thumbnail""#))
    }

    @Test("stats counts what verify finds: a link refused and a manifest that does not match")
    func countsTheProblemsVerifyFinds() throws {
        let folder = try TemporaryFolder()
        let source = folder.appending("web")
        try CatalogFolderFixture.writeWebCheckout(
            at: source,
            json: CatalogFolderFixture.document([
                CatalogFixtures.exerciseJSON(
                    id: "squat",
                    videos: CatalogFolderFixture.videoJSON(
                        id: "v1", thumbnail: "", url: "https://evil.example/reel/v1/"))
            ]),
            thumbnails: [:])
        let installed = folder.appending("catalog")
        // Import refuses the refused link, so the catalog is installed by hand: a manifest made for
        // other bytes.
        try CatalogFolderFixture.writeCatalogFolder(
            at: installed, json: try CatalogFolderFixture.read(source + "/src/data/exercises.json"),
            thumbnails: [:],
            manifest: """
                {"format_version": 1, "sample": false, "source": "web", "imported_at": "2026-01-01T00:00:00Z",
                 "sha256": "\(String(repeating: "0", count: 64))",
                 "counts": {"exercises": 1, "videos": 1, "thumbnails_copied": 0, "thumbnails_missing": 0,
                            "unreferenced_files": 0}}
                """)

        let verified = RecordingConsole.run(["catalog", "verify", installed])
        #expect(verified.output.hasSuffix("\(installed): 2 errors, 1 warning\n"))
        let result = RecordingConsole.run(["stats", "--catalog", installed])
        #expect(result.status == .failure)
        #expect(
            result.output.hasSuffix("Problems:   2 errors, 1 warning (`otf catalog verify` lists them)\n"))
    }
}
