// Stand-in for Swift Testing's CoreGraphics cross-import overlay (attachments of `CGImage` on Apple
// platforms). The toolchain's Testing module names the overlay for any file importing both Testing and
// CoreGraphics; Linux has none, and the app's tests use none of it, so it declares nothing.
@_exported import CoreGraphics
@_exported import Testing
