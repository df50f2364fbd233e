import CatalogTestSupport
import Foundation
import Testing

@Suite("The app's Bundle Catalog build phase script")
struct BundleCatalogScriptTests {
    static let script = RealProjectTests.repositoryRoot.appendingPathComponent(
        "App/Scripts/bundle-catalog.sh"
    ).path

    /// The warning Xcode shows when no catalog has been imported.
    static let warning =
        "warning: No bundled catalog: run App/Scripts/fetch-catalog.sh (it imports the web directory's "
        + "catalog into App/OTFExercises/Catalog). The app will use the built-in sample.\n"

    /// The error Xcode shows when a Release build has no imported catalog.
    static let releaseError =
        "error: No bundled catalog in a Release build: run App/Scripts/fetch-catalog.sh (it imports the "
        + "reviewed catalog into App/OTFExercises/Catalog).\n"

    /// Runs the script as Xcode would for a source root and app bundle inside `folder`, building
    /// `configuration`; returns its output.
    private func runScript(in folder: TemporaryFolder, configuration: String = "Debug") throws -> (
        status: Int32, output: String
    ) {
        try ScriptRun.run(
            "/bin/sh", [Self.script],
            environment: [
                "PATH": "/usr/bin:/bin",
                "SRCROOT": folder.appending("App"),
                "TARGET_BUILD_DIR": folder.appending("Build"),
                "UNLOCALIZED_RESOURCES_FOLDER_PATH": "OTFExercises.app",
                "CONFIGURATION": configuration,
            ])
    }

    @Test("without an imported catalog it prints the warning and leaves no catalog in the bundle")
    func noCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("App/OTFExercises")
        try folder.write("[]", to: "Build/OTFExercises.app/Catalog/exercises.json")
        let result = try runScript(in: folder)
        #expect(result.status == 0)
        #expect(result.output == Self.warning)
        #expect(!FileManager.default.fileExists(atPath: folder.appending("Build/OTFExercises.app/Catalog")))
    }

    @Test("a Release build without an imported catalog fails")
    func releaseWithoutCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("App/OTFExercises")
        let result = try runScript(in: folder, configuration: "Release")
        #expect(result.status == 1)
        #expect(result.output == Self.releaseError)
        #expect(!FileManager.default.fileExists(atPath: folder.appending("Build/OTFExercises.app/Catalog")))
    }

    @Test("an imported catalog is copied into the bundle as Catalog, replacing an older copy")
    func catalogCopied() throws {
        let folder = try TemporaryFolder()
        try folder.write("[1]", to: "App/OTFExercises/Catalog/exercises.json")
        try folder.write("{}", to: "App/OTFExercises/Catalog/manifest.json")
        try folder.write("jpeg", to: "App/OTFExercises/Catalog/thumbs/a.jpg")
        try folder.write("old", to: "Build/OTFExercises.app/Catalog/thumbs/stale.jpg")
        let result = try runScript(in: folder, configuration: "Release")
        #expect(result.status == 0)
        #expect(result.output == "")
        let bundled = folder.appending("Build/OTFExercises.app/Catalog")
        #expect(try String(contentsOfFile: bundled + "/exercises.json", encoding: .utf8) == "[1]")
        #expect(try String(contentsOfFile: bundled + "/thumbs/a.jpg", encoding: .utf8) == "jpeg")
        #expect(FileManager.default.fileExists(atPath: bundled + "/manifest.json"))
        #expect(!FileManager.default.fileExists(atPath: bundled + "/thumbs/stale.jpg"))
    }
}
