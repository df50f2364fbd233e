import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

/// Imports and verifies the real web catalog named by OTF_TEST_CATALOG, into a temporary folder.
///
/// Counts from the catalog's SOURCE.md, checked with Python: 1,220 exercises, 1,953 videos, 751 of them
/// without a thumbnail, 1,202 referenced thumbnails all present, 27 files no video references.
@Suite(TestCatalog.isRequired) struct CatalogMaintenanceRealCatalogTests {
    @Test func importsTheRealCatalog() throws {
        let source = try TestCatalog.directory()
        let folder = try TemporaryFolder()
        let destination = folder.appending("catalog")

        let report = try CatalogImporter().importCatalog(from: source, into: destination)

        #expect(
            report.manifest.counts
                == .init(
                    exercises: 1_220, videos: 1_953, thumbnailsCopied: 1_202, thumbnailsMissing: 0,
                    unreferencedFiles: 27))
        #expect(report.missingThumbnails.isEmpty)
        #expect(report.warnings.isEmpty)
        #expect(report.unreferencedFiles.count == 27)
        #expect(report.unreferencedFiles.allSatisfy { $0.hasSuffix(".jpg") })
        let copied = Set(CatalogFolderFixture.names(in: destination + "/thumbs"))
        #expect(copied.count == 1_202)
        #expect(copied.isDisjoint(with: report.unreferencedFiles))

        let sourceBytes = try CatalogFolderFixture.read(source + "/src/data/exercises.json")
        #expect(report.manifest.sha256 == SHA256.hexDigest(of: sourceBytes))
        #expect(try CatalogFolderFixture.read(destination + "/exercises.json") == sourceBytes)
        #expect(try CatalogManifest.read(atPath: destination + "/manifest.json") == report.manifest)

        let verification = CatalogVerifier().verify(directory: destination)
        #expect(verification.errors.map(\.description) == [])
        #expect(verification.warnings.count == 751)
        #expect(verification.warnings.allSatisfy { $0.message == "video has no thumbnail" })
    }
}
