/// Finds the file behind a catalog thumbnail path without ever leaving the thumbnail folder.
///
/// A thumbnail path must be exactly "/thumbs/<file>" with a plain file name (``ThumbnailReference``: no
/// further "/", no "..", no backslash, no "%", no leading dot and no control character). The file is then
/// resolved with `realpath`, so a symlink may point elsewhere inside the folder but never out of it, and it
/// must be a regular file.
public struct ThumbnailResolver: Sendable {
    /// The thumbnail folder with every symlink resolved and a trailing "/", or nil when there is none.
    private let realFolder: String?

    /// Creates a resolver for the files in `thumbnailsDirectory`; nil (no folder) resolves nothing.
    ///
    /// The folder is resolved once, here: a folder that does not exist yet resolves nothing.
    public init(thumbnailsDirectory: String?) {
        guard let thumbnailsDirectory, !thumbnailsDirectory.unicodeScalars.contains("\0"),
            let resolved = SystemCalls.realPath(thumbnailsDirectory)
        else {
            realFolder = nil
            return
        }
        realFolder = resolved.hasSuffix("/") ? resolved : resolved + "/"
    }

    /// The absolute path of the regular file a catalog thumbnail path names, or nil.
    ///
    /// Nil when `thumbnail` is empty or malformed, when the file is missing or not a regular file, and
    /// when the path (or a symlink on it) leads out of the thumbnail folder.
    public func path(for thumbnail: String) -> String? {
        guard let realFolder, let name = Self.fileName(in: thumbnail),
            let resolved = SystemCalls.realPath(realFolder + name),
            resolved.utf8.starts(with: realFolder.utf8), SystemCalls.isRegularFile(resolved)
        else {
            return nil
        }
        return resolved
    }

    /// The absolute path of `video`'s thumbnail file, or nil when it has none that is safe to read.
    public func path(for video: Video) -> String? {
        path(for: video.thumbnail)
    }

    /// The plain file name after "/thumbs/", or nil when the path is not exactly one safe name there.
    private static func fileName(in thumbnail: String) -> String? {
        guard case .file(let name) = ThumbnailReference(thumbnail) else { return nil }
        return name
    }
}
