import ExerciseCatalog
import ExerciseDirectory

/// The directory model the terminal app's tests drive: the sample catalog, loaded.
@MainActor
enum SampleDirectory {
    /// The sample, loaded; with `linksAllowed` it is flagged as an imported catalog, whose links open
    /// when they pass the allow-list (the sample's never do).
    static func loaded(linksAllowed: Bool = false) -> DirectoryModel {
        let model = DirectoryModel {
            var catalog = SampleCatalog.load()
            catalog.isSample = !linksAllowed
            return catalog
        }
        model.loadNow()
        return model
    }
}
