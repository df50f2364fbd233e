internal import ExerciseCatalog
internal import TerminalKit

/// The last thumbnail picture made, so a thumbnail file is read (and for kitty decoded and encoded)
/// once while it stays on screen, not on every frame.
struct ThumbnailPictureCache {
    /// The thumbnail file the remembered picture was made from.
    private var path: String?
    /// The picture sequence made from it, or nil when it could not be read or shown.
    private var escape: String?

    /// The picture sequence for the thumbnail file at `path` (see ``ThumbnailPicture``), made only when
    /// `path` differs from the last call's; a session's protocol and box size do not change.
    mutating func escape(forFileAt path: String, imageProtocol: InlineImageProtocol, rows: Int) -> String? {
        if path != self.path {
            self.path = path
            escape = (try? CatalogLoader.readBytes(atPath: path)).flatMap {
                ThumbnailPicture.escape(fileBytes: $0, imageProtocol: imageProtocol, rows: rows)
            }
        }
        return escape
    }
}
