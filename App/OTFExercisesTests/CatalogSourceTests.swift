import Foundation
import Testing

@testable import OTFExercises

@Suite("Choosing the bundled catalog or the sample")
struct CatalogSourceTests {
    /// A fresh folder standing in for the app's resources, removed afterwards.
    private final class Resources {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-app-\(UUID().uuidString)"
        )
        .path

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        func write(_ text: String, to relative: String) throws {
            let file = URL(fileURLWithPath: path).appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    @Test("without resources the sample is used")
    func noResources() {
        #expect(CatalogSource.locate(inResources: nil) == .sample)
    }

    @Test("resources without a Catalog folder use the sample")
    func noCatalogFolder() throws {
        let resources = try Resources()
        try resources.write("{}", to: "Other/exercises.json")
        #expect(CatalogSource.locate(inResources: resources.path) == .sample)
    }

    @Test("a Catalog folder without exercises.json is not a catalog")
    func catalogFolderWithoutList() throws {
        let resources = try Resources()
        try resources.write("{}", to: "Catalog/manifest.json")
        #expect(CatalogSource.locate(inResources: resources.path) == .sample)
    }

    @Test("a Catalog folder with exercises.json is the bundled catalog")
    func bundledCatalog() throws {
        let resources = try Resources()
        try resources.write("[]", to: "Catalog/exercises.json")
        #expect(
            CatalogSource.locate(inResources: resources.path)
                == .bundled(directory: resources.path + "/Catalog"))
    }

    @Test("a bundled exercise list that is not JSON fails to load instead of falling back to the sample")
    func brokenBundledCatalog() throws {
        let resources = try Resources()
        try resources.write("[{", to: "Catalog/exercises.json")
        #expect(throws: (any Error).self) {
            try CatalogSource.locate(inResources: resources.path).load()
        }
    }
}
