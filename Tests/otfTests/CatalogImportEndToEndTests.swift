import CatalogTestSupport
import Foundation
import Testing

@Suite struct CatalogImportEndToEndTests {
    @Test(TestCatalog.isRequired)
    func importVerifyAndCountTheRealCatalog() throws {
        let source = try TestCatalog.directory()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let destination = scratch.appendingPathComponent("catalog").path

        let imported = try OTFBinary.run(["catalog", "import", source, "--into", destination])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.text.hasPrefix("Imported 1,220 exercises and 1,953 videos into \(destination)\n"))
        #expect(imported.text.contains("Thumbnails: 1,202 copied, 0 referenced but missing\n"))
        #expect(imported.text.contains("Not referenced by the catalog (left behind): 27\n"))
        let copied = try FileManager.default.contentsOfDirectory(atPath: destination + "/thumbs")
        #expect(copied.count == 1_202)

        let verified = try OTFBinary.run(["catalog", "verify", destination])
        #expect(verified.status == 0, "\(verified.text)")
        #expect(verified.text.hasSuffix("search snapshot: current\n\(destination): 0 errors, 751 warnings\n"))

        let fromSnapshot = try OTFBinary.run([
            "search", "goblet", "squat", "--catalog", destination, "--json",
        ])
        let fromJSON = try OTFBinary.run(["search", "goblet", "squat", "--catalog", source, "--json"])
        #expect(fromSnapshot.status == 0)
        #expect(fromSnapshot.text == fromJSON.text)

        let stats = try OTFBinary.run(["stats", "--catalog", destination])
        #expect(stats.status == 0)
        #expect(stats.text.contains("Exercises:  1,220\n"))
        #expect(stats.text.contains("Videos:     1,953 (Instagram 1,350, TikTok 603)\n"))
        #expect(stats.text.contains("Creators:   2\n"))
        #expect(
            stats.text.contains(
                "Thumbnails: 1,202 present, 0 referenced but missing, 751 videos without one\n"))
    }
}
