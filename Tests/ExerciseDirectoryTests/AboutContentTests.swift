import CatalogTestSupport
import ExerciseCatalog
import ExerciseDirectory
import Testing

@Suite struct AboutContentTests {
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
