internal import ExerciseCatalog

/// Thumbnail paths that lead to no usable file inside the thumbnail folder.
///
/// Judged by the check `verify` and `import` make (``VideoChecks/thumbnailCheck(of:)``), in its words: a
/// missing file, and a path that is malformed, leads out of the folder (through ".." or a symlink) or
/// names no regular file, which is never followed. A thumbnail folder that cannot be read is one finding
/// that says so, not one per path.
struct ThumbnailNotFoundRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "thumbnail-not-found"
    let severity = LintSeverity.error
    let explanation =
        "The thumbnail path names no usable file inside the thumbnail folder, so no picture shows."
    let fix =
        "Add the missing file to the thumbnail folder, or correct or clear the \"/thumbs/…\" path."

    func findings(in catalog: Catalog) -> [LintFinding] {
        let withPath = catalog.exercises.map { exercise in
            (exercise, exercise.videos.filter { !$0.thumbnail.allSatisfy(\.isWhitespace) })
        }.filter { !$0.1.isEmpty }
        guard let folder = catalog.thumbnailsDirectory else {
            return Self.oneFinding(
                for: withPath, "the catalog has no thumbnail folder, so ",
                singular: "thumbnail path leads", plural: "thumbnail paths lead", " nowhere")
        }
        if let reason = SystemCalls.folderReadFailure(folder) {
            return Self.oneFinding(
                for: withPath, "the thumbnail folder cannot be read (\(reason)), so ",
                singular: "thumbnail path is", plural: "thumbnail paths are", " not checked")
        }
        let checks = VideoChecks(fileName: CatalogFiles.exercisesFile, thumbnailsFolder: folder)
        return withPath.compactMap { exercise, videos in
            let lost = videos.compactMap { video -> (id: String, problem: String)? in
                switch checks.thumbnailCheck(of: video) {
                case .missing(let problem), .refused(let problem): (video.id, problem)
                case .none, .jpeg, .notJPEG: nil
                }
            }
            guard !lost.isEmpty else {
                return nil
            }
            return LintFinding(
                exerciseIDs: [exercise.id], videoIDs: lost.map(\.id),
                message: lost.map(\.problem).joined(separator: "; "))
        }
    }

    /// One finding for every video of `withPath` at once, `before` and `after` around their count, or
    /// none when there are no such videos.
    private static func oneFinding(
        for withPath: [(Exercise, [Video])], _ before: String, singular: String, plural: String,
        _ after: String
    ) -> [LintFinding] {
        guard !withPath.isEmpty else {
            return []
        }
        let videoIDs = withPath.flatMap { $0.1.map(\.id) }
        return [
            LintFinding(
                exerciseIDs: withPath.map(\.0.id), videoIDs: videoIDs,
                message: before + LintCount.of(videoIDs.count, singular: singular, plural: plural) + after)
        ]
    }
}
