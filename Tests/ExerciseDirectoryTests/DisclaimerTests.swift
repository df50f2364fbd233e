import ExerciseCatalog
import ExerciseDirectory
import Testing

@Suite struct DisclaimerTests {
    @Test func spellsOutTheNotices() {
        #expect(
            Disclaimer.text
                == "Unofficial fan directory — not affiliated with Orangetheory Fitness. "
                + "Videos belong to their creators.")
        #expect(Disclaimer.webDirectoryAddress == "https://github.com/vdoshi96/OTf-exercises")
        #expect(
            Disclaimer.sampleNotice
                == "Sample catalog — links are placeholders, not real posts. "
                + "Import the full catalog with `otf catalog import`.")
    }
}
