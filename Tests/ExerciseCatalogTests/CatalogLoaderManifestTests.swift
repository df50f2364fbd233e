import CatalogTestSupport
import Foundation
import Testing

@testable import ExerciseCatalog

@Suite struct CatalogLoaderManifestTests {
    private static let json = CatalogFolderFixture.document([CatalogFixtures.exerciseJSON(id: "goblet-squat")]
    )

    private static func manifest(sample: Bool) -> String {
        """
        {"format_version": 1, "sample": \(sample), "source": "/src",
         "sha256": "\(String(repeating: "0", count: 64))", "imported_at": "2026-05-09T14:03:07Z",
         "counts": {"exercises": 1, "videos": 1, "thumbnails_copied": 0, "thumbnails_missing": 1,
                    "unreferenced_files": 0}}
        """
    }

    @Test(arguments: [true, false])
    func takesTheSampleFlagFromTheManifest(sample: Bool) throws {
        let folder = try TemporaryFolder()
        try CatalogFolderFixture.writeCatalogFolder(
            at: folder.path, json: Self.json, thumbnails: [:], manifest: Self.manifest(sample: sample))
        let catalog = try CatalogLoader.load(directory: folder.path)
        #expect(catalog.isSample == sample)
        #expect(catalog.problems.isEmpty)
        #expect(catalog.exercises.map(\.id) == ["goblet-squat"])
    }

    @Test func loadsWithoutAManifest() throws {
        let folder = try TemporaryFolder()
        try CatalogFolderFixture.writeCatalogFolder(at: folder.path, json: Self.json, thumbnails: [:])
        let catalog = try CatalogLoader.load(directory: folder.path)
        #expect(!catalog.isSample)
        #expect(catalog.problems.isEmpty)
    }

    @Test func loadsDespiteABrokenManifestAndWarnsAboutIt() throws {
        let folder = try TemporaryFolder()
        let broken = Self.manifest(sample: true).replacingOccurrences(
            of: #""sample": true"#, with: #""sample": 1"#)
        try CatalogFolderFixture.writeCatalogFolder(
            at: folder.path, json: Self.json, thumbnails: [:], manifest: broken)
        let catalog = try CatalogLoader.load(directory: folder.path)
        #expect(catalog.exercises.map(\.id) == ["goblet-squat"])
        #expect(!catalog.isSample)
        #expect(
            catalog.problems == [
                CatalogProblem(
                    severity: .warning, file: "manifest.json", field: "sample",
                    message: "expected true or false (ignored; the catalog is loaded without it)")
            ])
        #expect(
            catalog.problems.map(\.description) == [
                "manifest.json: field sample: expected true or false (ignored; the catalog is loaded without it)"
            ])
    }
}
