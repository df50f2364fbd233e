internal import ExerciseCatalog

/// Thumbnail files that are not JPEG pictures, judged by their first bytes (FF D8 FF) with the check
/// `verify` and `import` make (``JPEGSignature``).
///
/// Files are found with ``ThumbnailResolver``; paths it refuses are left to ``ThumbnailNotFoundRule``.
struct ThumbnailNotJPEGRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "thumbnail-not-jpeg"
    let severity = LintSeverity.error
    let explanation =
        "The thumbnail file does not start like a JPEG (FF D8 FF), so it may not display."
    let fix = "Replace the file with the JPEG cover image of the video."

    func findings(in catalog: Catalog) -> [LintFinding] {
        let resolver = ThumbnailResolver(thumbnailsDirectory: catalog.thumbnailsDirectory)
        return catalog.exercises.compactMap { exercise in
            var videoIDs: [String] = []
            var problems: [String] = []
            for video in exercise.videos {
                guard let path = resolver.path(for: video),
                    let problem = JPEGSignature.problem(withFileAt: path)
                else {
                    continue
                }
                videoIDs.append(video.id)
                problems.append("“\(video.thumbnail)” \(problem)")
            }
            guard !videoIDs.isEmpty else {
                return nil
            }
            return LintFinding(
                exerciseIDs: [exercise.id], videoIDs: videoIDs, message: problems.joined(separator: "; "))
        }
    }
}
