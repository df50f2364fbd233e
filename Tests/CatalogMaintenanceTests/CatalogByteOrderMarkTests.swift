import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

/// An exercise list saved with a UTF-8 byte-order mark imports and verifies, with one warning naming it.
@Suite struct CatalogByteOrderMarkTests {
    @Test func importsAndVerifiesAListThatStartsWithAByteOrderMark() throws {
        let folder = try TemporaryFolder()
        let source = folder.appending("web")
        let json =
            [0xEF, 0xBB, 0xBF]
            + CatalogFolderFixture.document([
                CatalogFolderFixture.exerciseJSON(id: "goblet-squat", thumbnails: ["/thumbs/a.jpg"])
            ])
        try CatalogFolderFixture.writeWebCheckout(
            at: source, json: json, thumbnails: ["a.jpg": CatalogFolderFixture.fakeJPEG("a")])
        let bomWarning = CatalogProblem(
            severity: .warning, file: "exercises.json",
            message: "starts with a UTF-8 byte-order mark (EF BB BF), which JSON does not use; skipped")

        let destination = folder.appending("catalog")
        let report = try ImportFixture.importer().importCatalog(from: source, into: destination)
        #expect(report.warnings == [bomWarning])
        #expect(try CatalogFolderFixture.read(destination + "/exercises.json") == json)

        let verified = CatalogVerifier().verify(directory: destination)
        #expect(verified.problems == [bomWarning])
        #expect(!verified.hasErrors)
        #expect(verified.snapshot == .current)
    }
}
