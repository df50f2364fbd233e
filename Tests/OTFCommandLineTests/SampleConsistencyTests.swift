import Testing

@testable import OTFCommandLine

/// On a first run, with only the built-in sample, the checking commands find nothing wrong with it.
@Suite struct SampleConsistencyTests {
    @Test func verifyChecksTheBuiltInSampleAndFindsNoError() {
        let result = RecordingConsole.run(["catalog", "verify"])
        #expect(result.status == .success, "\(result.error)")
        #expect(!result.output.contains("error:"))
        #expect(
            result.output.hasSuffix(
                "search snapshot: none (the built-in sample is indexed when it is loaded)\n"
                    + "built-in sample: 0 errors, 23 warnings\n"))
    }

    @Test func statsSeesNoMissingThumbnailInTheSample() {
        let result = RecordingConsole.run(["stats"])
        #expect(result.status == .success)
        #expect(
            result.output.contains("Thumbnails: 0 present, 0 referenced but missing, 23 videos without one\n")
        )
    }

    @Test func lintFindsNoErrorInTheSample() {
        let result = RecordingConsole.run(["catalog", "lint"])
        #expect(result.status == .success)
        #expect(
            result.output.contains(
                "\nNo findings: load-error, load-warning, equipment-substring, both-band-types, "
                    + "bodyweight-with-load, near-duplicate, thumbnail-not-found, thumbnail-not-jpeg, "
                    + "duplicate-video, link-refused, tag-characters\n"))
        #expect(
            result.output.hasSuffix(
                "Summary: 0 errors, 30 warnings from 6 of 17 rules; passes with --fail-on error\n"))
    }
}
