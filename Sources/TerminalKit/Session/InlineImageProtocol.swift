/// A way of showing a picture inside the terminal grid.
package enum InlineImageProtocol: Hashable, Sendable {
    /// iTerm2's inline images (OSC 1337 File=), also understood by WezTerm; takes JPEG and PNG.
    case iTerm2
    /// kitty's graphics protocol (APC G); takes PNG or raw pixels, not JPEG, so JPEG thumbnails are
    /// decoded and re-encoded as PNG first (see ``PNGThumbnail``).
    case kitty
}
