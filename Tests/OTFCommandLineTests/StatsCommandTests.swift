import ExerciseCatalog
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
                Thumbnails: 0 present, 15 referenced but missing, 8 videos without one
                Problems:   0

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
    }
}
