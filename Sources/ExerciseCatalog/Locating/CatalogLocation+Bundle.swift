internal import Foundation

extension CatalogLocation {
    /// The folder, inside an app's resources, that the app's Bundle Catalog build phase copies an
    /// imported catalog to.
    public static let bundledFolderName = "Catalog"

    /// The catalog an app carries: the bundled folder when it holds an exercise list, else the sample.
    ///
    /// A bundled folder whose list is broken is still chosen, so loading it fails with the reason
    /// instead of silently showing the sample.
    public static func bundled(inResources resourcesDirectory: String?) -> CatalogLocation {
        guard let resourcesDirectory else {
            return .embeddedSample(reason: "the app has no resources folder; using the built-in sample")
        }
        let folder = URL(fileURLWithPath: resourcesDirectory).appendingPathComponent(bundledFolderName)
        let exerciseList = folder.appendingPathComponent(CatalogFiles.exercisesFile).path
        guard FileManager.default.fileExists(atPath: exerciseList) else {
            return .embeddedSample(reason: "no catalog bundled in the app; using the built-in sample")
        }
        return .directory(path: folder.path, reason: "bundled catalog")
    }
}
