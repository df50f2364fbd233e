import Foundation
import Testing

@testable import ExerciseCatalog

@Suite struct CatalogLocationBundleTests {
    /// A fresh folder standing in for an app's resources.
    private func resources(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-app-\(UUID().uuidString)")
        for (relative, text) in files {
            let file = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.path
    }

    @Test func withoutResourcesTheSampleIsUsed() {
        #expect(
            CatalogLocation.bundled(inResources: nil)
                == .embeddedSample(reason: "the app has no resources folder; using the built-in sample"))
    }

    @Test func aCatalogFolderNeedsAnExerciseList() throws {
        let elsewhere = try resources(["Other/exercises.json": "[]", "Catalog/manifest.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        #expect(
            CatalogLocation.bundled(inResources: elsewhere)
                == .embeddedSample(reason: "no catalog bundled in the app; using the built-in sample"))
    }

    @Test func aBundledListIsChosenAndABrokenOneFailsToLoad() throws {
        let root = try resources(["Catalog/exercises.json": "[{"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let location = CatalogLocation.bundled(inResources: root)
        #expect(location == .directory(path: root + "/Catalog", reason: "bundled catalog"))
        #expect(throws: CatalogLoadError.self) { try location.load() }
    }
}
