internal import ExerciseCatalog

/// What is found at a thumbnail's file name inside a thumbnail folder.
enum ThumbnailFile: Equatable {
    /// A regular file inside the folder (a symbolic link is resolved only when it stays inside).
    case present(path: String)
    /// Nothing is there (or a symbolic link leads nowhere).
    case missing
    /// A symbolic link leading out of the folder; it is not followed.
    case outsideFolder
    /// Something other than a regular file, such as a folder.
    case notAFile
    /// The name could not be looked up, for the system's reason (a thumbnail folder that may not be
    /// searched gives "Permission denied").
    case unreadable(reason: String)

    /// Looks up `name` (already checked by ``ThumbnailReference``) in `folder`.
    init(name: String, in folder: String) {
        let path = folder + "/" + name
        switch DurableFiles.kind(at: path) {
        case nil:
            self = DurableFiles.lookupFailure(at: path).map { .unreadable(reason: $0) } ?? .missing
        case .file:
            self = .present(path: path)
        case .directory, .other:
            self = .notAFile
        case .symbolicLink:
            guard let target = DurableFiles.resolvedPath(path) else {
                self = .missing
                return
            }
            guard let root = DurableFiles.resolvedPath(folder), target.hasPrefix(root + "/") else {
                self = .outsideFolder
                return
            }
            self = DurableFiles.kind(at: target) == .file ? .present(path: target) : .notAFile
        }
    }

    /// Words for a problem report, or nil when the file is present.
    var problem: String? {
        switch self {
        case .present: nil
        case .missing: "is missing"
        case .outsideFolder: "is a symbolic link pointing out of the thumbnail folder (not followed)"
        case .notAFile: "is not a regular file"
        case .unreadable(let reason): "cannot be looked up: \(reason)"
        }
    }
}
