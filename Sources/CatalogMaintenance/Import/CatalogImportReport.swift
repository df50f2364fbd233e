package import ExerciseCatalog

/// What a successful import installed and what it noticed.
///
/// An import is all or nothing: it either returns this report with the new catalog complete at
/// ``destination``, or throws ``CatalogImportError`` (any record error in the source refuses the import)
/// and leaves the destination exactly as it was. Warnings never stop an import.
package struct CatalogImportReport: Sendable, Equatable {
    /// The catalog folder now holding the imported catalog.
    package var destination: String
    /// The manifest written beside it.
    package var manifest: CatalogManifest
    /// Files in the source thumbnail folder that no video references; left behind, not copied.
    package var unreferencedFiles: [String]
    /// Thumbnail file names the catalog references but the source lacks; the videos keep no thumbnail.
    package var missingThumbnails: [String]
    /// Warnings naming file, record, id and field: one per video whose thumbnail is missing.
    package var warnings: [CatalogProblem]
    /// True when an earlier catalog was at the destination and has been replaced.
    package var replacedExistingCatalog: Bool
    /// Staging folders left by an earlier import that was killed; they have been removed.
    package var removedLeftovers: [String]

    /// Creates a report.
    package init(
        destination: String, manifest: CatalogManifest, unreferencedFiles: [String],
        missingThumbnails: [String],
        warnings: [CatalogProblem], replacedExistingCatalog: Bool, removedLeftovers: [String]
    ) {
        self.destination = destination
        self.manifest = manifest
        self.unreferencedFiles = unreferencedFiles
        self.missingThumbnails = missingThumbnails
        self.warnings = warnings
        self.replacedExistingCatalog = replacedExistingCatalog
        self.removedLeftovers = removedLeftovers
    }
}
