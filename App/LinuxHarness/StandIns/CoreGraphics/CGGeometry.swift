// Stand-in for CoreGraphics (iOS 17.5 SDK): declarations the app uses, type-checking only.
// On Linux, Foundation already defines CoreGraphics' geometry types, so they are re-exported from there.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
