internal import ExerciseCatalog

/// Thumbnail files that are not JPEG pictures, judged by their first bytes (FF D8 FF) with the check
/// `verify` and `import` make (``VideoChecks/thumbnailCheck(of:)``).
///
/// Paths that lead to no usable file are left to ``ThumbnailNotFoundRule``.
struct ThumbnailNotJPEGRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "thumbnail-not-jpeg"
    let severity = LintSeverity.error
    let explanation =
        "The thumbnail file does not start like a JPEG (FF D8 FF), so it may not display."
    let fix = "Replace the file with the JPEG cover image of the video."

    func findings(in catalog: Catalog) -> [LintFinding] {
        let checks = VideoChecks(
            fileName: CatalogFiles.exercisesFile, thumbnailsFolder: catalog.thumbnailsDirectory)
        return catalog.exercises.compactMap { exercise in
            var videoIDs: [String] = []
            var problems: [String] = []
            for video in exercise.videos {
                guard case .notJPEG(let problem) = checks.thumbnailCheck(of: video) else {
                    continue
                }
                videoIDs.append(video.id)
                problems.append(problem)
            }
            guard !videoIDs.isEmpty else {
                return nil
            }
            return LintFinding(
                exerciseIDs: [exercise.id], videoIDs: videoIDs, message: problems.joined(separator: "; "))
        }
    }
}
