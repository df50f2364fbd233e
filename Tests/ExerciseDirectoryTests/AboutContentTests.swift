import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseDirectory

/// What the About sheet says the app carries and whose it is.
@Suite struct AboutContentTests {
    private static let fullCatalog = Catalog(
        exercises: [ModelFixtures.exercise(id: "goblet-squat", name: "Goblet Squat")],
        origin: .directory(path: "/catalog"),
        thumbnailsDirectory: "/catalog/thumbs", isSample: false)

    @Test("with the full catalog: the catalog text and thumbnails are carried, the creators' stills theirs")
    func fullCatalogIsDescribed() {
        let about = AboutContent(catalog: Self.fullCatalog)
        #expect(
            about.bundledContent
                == "The app carries the OTF Exercise Directory's catalog (exercise names, coaching cues, "
                + "creators' names and handles, captions and links), compiled by that project, and a thumbnail "
                + "image of each demo, a still from the creator's post that belongs to the creator. The videos "
                + "are not in the app.")
        #expect(!about.fullDisclaimer.contains("nothing is hosted"), "thumbnails are in the app")
    }

    @Test("with the sample: nothing of a creator's is carried")
    func sampleIsDescribed() {
        let about = AboutContent(catalog: SampleCatalog.load())
        #expect(
            about.bundledContent
                == "This build carries only a sample written for this project: no creator's text, thumbnails "
                + "or videos.")
    }
}
