import ExerciseCatalog
import ExerciseDirectory
import Foundation

/// The app's one directory, shared by its window and by Siri, Shortcuts and system search, which run
/// in the same process and open exercises the way a deep link does.
@MainActor
enum AppDirectory {
    /// The directory of the catalog in the app bundle, or of the sample when none was bundled.
    ///
    /// It is read as the command line reads a catalog, from its search snapshot when that is current:
    /// copied into the bundle, the files' stamp no longer matches, but their bytes are those the
    /// snapshot records, so it is used and the index is not built (Documentation/iPhoneApp.md).
    static let model = DirectoryModel(
        execution: .background, location: CatalogLocation.bundled(inResources: Bundle.main.resourcePath))
}
