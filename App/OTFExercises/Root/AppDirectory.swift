import ExerciseCatalog
import ExerciseDirectory
import Foundation

/// The app's one directory, shared by its window and by Siri, Shortcuts and system search, which run
/// in the same process and open exercises the way a deep link does.
@MainActor
enum AppDirectory {
    /// The directory of the catalog in the app bundle, or of the sample when none was bundled.
    ///
    /// It is read as the command line reads a catalog, from its search snapshot when that is current;
    /// copied into the bundle, the snapshot's stamp no longer matches, so the index is built
    /// (Documentation/iPhoneApp.md).
    static let model = DirectoryModel(
        execution: .background, location: CatalogLocation.bundled(inResources: Bundle.main.resourcePath))
}
