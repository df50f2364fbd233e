/// A video's `thumbnail` field read as a file directly inside the catalog's thumbnail folder.
///
/// A reference is `/thumbs/<name>` where the name must not leave the folder: no `..`, no `/`, no
/// backslash, no `%` (percent-escapes are never decoded), no leading dot, no control or format
/// characters. Both ``ThumbnailResolver`` (what front ends show) and `otf catalog verify` (what it
/// reports) read references through this one type, so a name one refuses the other never follows.
package enum ThumbnailReference: Equatable {
    /// The video has no thumbnail (the field is empty).
    case none
    /// A safe file name inside the thumbnail folder.
    case file(name: String)
    /// A reference that must not be followed, with the reason.
    case unsafe(reason: String)

    /// The prefix every thumbnail reference starts with.
    package static let prefix = "/" + CatalogFiles.thumbnailsFolder + "/"

    /// Reads a `thumbnail` field.
    package init(_ thumbnail: String) {
        guard !thumbnail.isEmpty else {
            self = .none
            return
        }
        guard thumbnail.utf8.starts(with: Self.prefix.utf8),
            let name = String(thumbnail.utf8.dropFirst(Self.prefix.utf8.count))
        else {
            self = .unsafe(
                reason: "\(TerminalText.escapedQuote(thumbnail)) does not start with \(Self.prefix)")
            return
        }
        if let reason = Self.unsafeReason(name) {
            self = .unsafe(reason: "\(TerminalText.escapedQuote(thumbnail)) \(reason)")
        } else {
            self = .file(name: name)
        }
    }

    /// Why `name` is unsafe, checked byte by byte so no combining mark can hide a "/" or a ".".
    private static func unsafeReason(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        let dot = UInt8(ascii: ".")
        if bytes.isEmpty { return "names no file" }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == dot && $1 == dot }) {
            return "contains \"..\""
        }
        if bytes.contains(UInt8(ascii: "/")) { return "names a file in a subfolder" }
        if bytes.contains(UInt8(ascii: "\\")) { return "contains a backslash" }
        if bytes.contains(UInt8(ascii: "%")) { return "contains \"%\"" }
        if bytes[0] == dot { return "names a hidden file" }
        if name.unicodeScalars.contains(where: TerminalText.isInvisible) {
            return "contains a control or format character"
        }
        return nil
    }
}
