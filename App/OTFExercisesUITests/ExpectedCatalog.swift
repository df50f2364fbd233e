import AppTestSupport
import ExerciseCatalog
import ExerciseDirectory
import Foundation

/// The catalog the app under test shows, loaded the way the app chooses it, so tests compute the numbers
/// they expect instead of hard-coding them: the imported catalog that the Bundle Catalog build phase
/// copied into the app when `App/OTFExercises/Catalog` holds one, else the built-in sample.
enum ExpectedCatalog {
    /// `App/OTFExercises/Catalog`, found from this file's place in the repository (the simulator can read
    /// the Mac's files).
    static let importedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("OTFExercises/Catalog").path

    /// What the app built with that catalog shows, as the model words it.
    @MainActor
    static func expectations() throws -> UITestExpectations {
        UITestExpectations(catalog: try load())
    }

    /// The catalog the app was built with.
    static func load() throws -> Catalog {
        let exerciseList = importedFolder + "/" + CatalogFiles.exercisesFile
        guard FileManager.default.fileExists(atPath: exerciseList) else {
            return SampleCatalog.load()
        }
        return try CatalogLoader.load(directory: importedFolder)
    }
}
