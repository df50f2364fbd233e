/// A video's `thumbnail` field read as a file directly inside the catalog's thumbnail folder.
///
/// A reference is `/thumbs/<name>` where the name must not leave the folder: no `..`, no `/`, no
/// backslash, no `%` (percent-escapes are never decoded), no leading dot, no control characters.
enum ThumbnailReference: Equatable {
    /// The video has no thumbnail (the field is empty).
    case none
    /// A safe file name inside the thumbnail folder.
    case file(name: String)
    /// A reference that must not be followed, with the reason.
    case unsafe(reason: String)

    /// The prefix every thumbnail reference starts with.
    static let prefix = "/" + CatalogFiles.thumbnailsFolder + "/"

    /// Reads a `thumbnail` field.
    init(_ thumbnail: String) {
        guard !thumbnail.isEmpty else {
            self = .none
            return
        }
        guard thumbnail.hasPrefix(Self.prefix) else {
            self = .unsafe(reason: "\"\(thumbnail)\" does not start with \(Self.prefix)")
            return
        }
        let name = String(thumbnail.dropFirst(Self.prefix.count))
        if let reason = Self.unsafeReason(name) {
            self = .unsafe(reason: "\"\(thumbnail)\" \(reason)")
        } else {
            self = .file(name: name)
        }
    }

    private static func unsafeReason(_ name: String) -> String? {
        if name.isEmpty { return "names no file" }
        if name.contains("..") { return "contains \"..\"" }
        if name.contains("/") { return "names a file in a subfolder" }
        if name.contains("\\") { return "contains a backslash" }
        if name.contains("%") { return "contains \"%\"" }
        if name.hasPrefix(".") { return "names a hidden file" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) }) {
            return "contains a control character"
        }
        return nil
    }
}

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

    /// Looks up `name` (already checked by ``ThumbnailReference``) in `folder`.
    init(name: String, in folder: String) {
        let path = folder + "/" + name
        switch DurableFiles.kind(at: path) {
        case nil:
            self = .missing
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
        }
    }
}
