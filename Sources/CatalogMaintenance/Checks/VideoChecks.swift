internal import ExerciseCatalog

/// The checks of a catalog's videos that `verify` and `import` share, so both judge a video by the same
/// rules in the same words (and lint's thumbnail and link rules by the same rules): what one calls an
/// error, the other refuses.
///
/// Errors: a thumbnail reference that is unsafe, leads out of its folder, is not a regular file, cannot
/// be looked up or is not a JPEG; a video or profile link that fails ``LinkPolicy``. A referenced
/// thumbnail missing from the folder is a warning: front ends show a placeholder, as for a video without
/// one, and an import goes on without it.
struct VideoChecks {
    /// The exercise list's file name, for the problems.
    var fileName: String
    /// The thumbnail folder the references are looked up in; with none, every referenced file is
    /// missing.
    var thumbnailsFolder: String?

    /// The problems of `located`'s thumbnail reference, and the file it names when that is present and a
    /// JPEG (for an import to copy).
    func thumbnail(of located: LocatedVideo) -> (
        problem: CatalogProblem?, file: (name: String, path: String)?
    ) {
        switch located.thumbnail {
        case .none:
            return (nil, nil)
        case .unsafe(let reason):
            return (problem(located, .error, field: "thumbnail", reason + " (not followed)"), nil)
        case .file(let name):
            let file = thumbnailsFolder.map { ThumbnailFile(name: name, in: $0) } ?? .missing
            switch file {
            case .present(let path):
                if let trouble = JPEGSignature.problem(withFileAt: path) {
                    return (problem(located, .error, field: "thumbnail", "thumbnail \(name) \(trouble)"), nil)
                }
                return (nil, (name, path))
            case .missing:
                return (problem(located, .warning, field: "thumbnail", "thumbnail \(name) is missing"), nil)
            case .outsideFolder, .notAFile, .unreadable:
                let trouble = file.problem ?? ""
                return (problem(located, .error, field: "thumbnail", "thumbnail \(name) \(trouble)"), nil)
            }
        }
    }

    /// The video link and the creator profile link of `located`, each checked against ``LinkPolicy``.
    func links(of located: LocatedVideo) -> [CatalogProblem] {
        var problems: [CatalogProblem] = []
        if let reason = located.video.linkDecision.refusalReason {
            problems.append(problem(located, .error, field: "url", "link refused: \(reason)"))
        }
        if let reason = located.video.creator.profileLinkDecision.refusalReason {
            problems.append(
                problem(located, .error, field: "creator.profile_url", "profile link refused: \(reason)"))
        }
        return problems
    }

    private func problem(
        _ located: LocatedVideo, _ severity: CatalogProblem.Severity, field: String, _ message: String
    ) -> CatalogProblem {
        located.problem(severity, file: fileName, field: field, message)
    }
}
