/// The names of the files a catalog folder holds, and where a web-directory checkout keeps them.
public enum CatalogFiles {
    /// The exercise list inside a catalog folder.
    public static let exercisesFile = "exercises.json"
    /// The thumbnail folder inside a catalog folder.
    public static let thumbnailsFolder = "thumbs"
    /// The import manifest inside a catalog folder.
    public static let manifestFile = "manifest.json"
    /// The search snapshot an import writes inside a catalog folder (see ``CatalogSnapshot``).
    public static let snapshotFile = "search.snapshot"
    /// The exercise list inside a checkout of the web directory.
    public static let webExercisesPath = "src/data/exercises.json"
    /// The thumbnail folder inside a checkout of the web directory.
    public static let webThumbnailsPath = "public/thumbs"
}
