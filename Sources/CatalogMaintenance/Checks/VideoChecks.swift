internal import ExerciseCatalog

/// The checks of a catalog's videos that `verify` and `import` share, so both judge a video by the same
/// rules in the same words (and lint's thumbnail and link rules by the same checks): what one calls an
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

    /// What `video`'s thumbnail reference leads to, the one judgement verify, import and lint make.
    func thumbnailCheck(of video: Video) -> ThumbnailCheck {
        switch ThumbnailReference(video.thumbnail) {
        case .none:
            return .none
        case .unsafe(let reason):
            return .refused(reason + " (not followed)")
        case .file(let name):
            let file = thumbnailsFolder.map { ThumbnailFile(name: name, in: $0) } ?? .missing
            switch file {
            case .present(let path):
                if let trouble = JPEGSignature.problem(withFileAt: path) {
                    return .notJPEG("thumbnail \(name) \(trouble)")
                }
                return .jpeg(name: name, path: path)
            case .missing:
                return .missing("thumbnail \(name) is missing")
            case .outsideFolder, .notAFile, .unreadable:
                return .refused("thumbnail \(name) \(file.problem ?? "")")
            }
        }
    }

    /// The problem of `located`'s thumbnail reference, and the file it names when that is present and
    /// a JPEG (for an import to copy).
    func thumbnail(of located: LocatedVideo) -> (
        problem: CatalogProblem?, file: (name: String, path: String)?
    ) {
        switch thumbnailCheck(of: located.video) {
        case .none:
            (nil, nil)
        case .jpeg(let name, let path):
            (nil, (name, path))
        case .missing(let message):
            (problem(located, .warning, field: "thumbnail", message), nil)
        case .notJPEG(let message), .refused(let message):
            (problem(located, .error, field: "thumbnail", message), nil)
        }
    }

    /// An error for each of `located`'s links that ``LinkPolicy`` refuses (``RefusedLink/all(of:)``).
    func links(of located: LocatedVideo) -> [CatalogProblem] {
        RefusedLink.all(of: located.video).map {
            problem(located, .error, field: $0.field, "\($0.kind) refused: \($0.reason)")
        }
    }

    private func problem(
        _ located: LocatedVideo, _ severity: CatalogProblem.Severity, field: String, _ message: String
    ) -> CatalogProblem {
        located.problem(severity, file: fileName, field: field, message)
    }
}

/// What a video's thumbnail reference leads to (see ``VideoChecks/thumbnailCheck(of:)``); every case
/// but ``none`` and ``jpeg(name:path:)`` carries the words of its problem.
enum ThumbnailCheck: Equatable {
    /// The video names no thumbnail.
    case none
    /// A JPEG file inside the thumbnail folder, by its name and path.
    case jpeg(name: String, path: String)
    /// A file inside the folder that is unreadable, empty or does not start like a JPEG.
    case notJPEG(String)
    /// No file of that name in the folder: front ends show a placeholder.
    case missing(String)
    /// A reference that is unsafe or leads out of the folder, or a name that is no regular file or
    /// cannot be looked up: it is not followed.
    case refused(String)
}
