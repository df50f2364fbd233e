import ExerciseCatalog
import Foundation

/// Which catalog the app shows: the one the Bundle Catalog build phase copied into the app, or the sample.
enum CatalogSource: Equatable, Sendable {
    /// A catalog folder inside the app bundle.
    case bundled(directory: String)
    /// The sample compiled into the package.
    case sample

    /// The folder the build phase copies the imported catalog to, inside the app's resources.
    static let bundledFolderName = "Catalog"

    /// The bundled catalog in `resourcesDirectory` when its folder holds an exercise list, else the sample.
    static func locate(inResources resourcesDirectory: String?) -> CatalogSource {
        guard let resourcesDirectory else { return .sample }
        let folder = URL(fileURLWithPath: resourcesDirectory).appendingPathComponent(bundledFolderName)
        let exerciseList = folder.appendingPathComponent(CatalogFiles.exercisesFile).path
        return FileManager.default.fileExists(atPath: exerciseList)
            ? .bundled(directory: folder.path) : .sample
    }

    /// Reads this catalog; the sample never fails.
    func load() throws -> Catalog {
        switch self {
        case .bundled(let directory): try CatalogLoader.load(directory: directory)
        case .sample: SampleCatalog.load()
        }
    }

    /// ``load()`` as the loader a `DirectoryModel` calls off the main actor.
    var loader: @Sendable () throws -> Catalog {
        let source = self
        return { try source.load() }
    }
}
