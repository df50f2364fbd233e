import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseDirectory

/// What the About sheet says the app carries, whose it is, and which catalog is loaded.
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

    private let json = CatalogFolderFixture.document([CatalogFixtures.exerciseJSON(id: "goblet-squat")])

    @Test func aCatalogFolderIsNamedByItsPathAndNotAsTheWebDirectorys() throws {
        let folder = try TemporaryFolder()
        let root = folder.appending("mine")
        try CatalogFolderFixture.writeCatalogFolder(at: root, json: json, thumbnails: [:])
        let about = AboutContent(catalog: try CatalogLoader.load(directory: root))
        #expect(about.catalogDescription == "the catalog folder \(root)")
    }

    @Test func aWebDirectoryCheckoutIsNamedAsTheWebDirectorys() throws {
        let folder = try TemporaryFolder()
        let root = folder.appending("checkout")
        try CatalogFolderFixture.writeWebCheckout(at: root, json: json, thumbnails: [:])
        let about = AboutContent(catalog: try CatalogLoader.load(directory: root))
        #expect(about.catalogDescription == "the OTF Exercise Directory's, read from its checkout in \(root)")
    }

    @Test func theSampleSaysItIsTheSample() {
        #expect(AboutContent(catalog: SampleCatalog.load()).catalogDescription == Disclaimer.sampleNotice)
    }
}
