/// Stand-in for `CGImage`: an immutable bitmap.
@available(iOS 2.0, *)
public final class CGImage: @unchecked Sendable {
    /// The width in pixels.
    public var width: Int { standIn() }
    /// The height in pixels.
    public var height: Int { standIn() }
    /// The bytes of one row of pixels.
    public var bytesPerRow: Int { standIn() }

    private init() { standIn() }
}

/// Stand-in for `CGColorSpace`.
@available(iOS 2.0, *)
public final class CGColorSpace: @unchecked Sendable {
    private init() { standIn() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `CGColorSpaceCreateDeviceRGB()`.
@available(iOS 2.0, *)
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { standIn() }

/// Stand-in for `CGColor`.
@available(iOS 2.0, *)
public final class CGColor: @unchecked Sendable {
    /// A colour from RGBA components in the generic RGB space.
    @available(iOS 13.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { standIn() }
}

/// Stand-in for `CGImageAlphaInfo`.
@available(iOS 2.0, *)
public enum CGImageAlphaInfo: UInt32, @unchecked Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// Stand-in for `CGContext`, a bitmap drawing context.
@available(iOS 2.0, *)
public final class CGContext {
    /// A bitmap context (`CGBitmapContextCreate`).
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) { standIn() }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { standIn() }
    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { standIn() }
    /// The context's contents as an image (`CGBitmapContextCreateImage`).
    public func makeImage() -> CGImage? { standIn() }
}
