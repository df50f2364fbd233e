// Stand-in for ImageIO (iOS 17.5 SDK): the image source and destination calls the app and its tests make.
@_exported import CoreGraphics

/// Stand-in for `CGImageSource`.
@available(iOS 4.0, *)
public final class CGImageSource {
    private init() { standIn() }
}

/// Stand-in for `CGImageDestination`.
@available(iOS 4.0, *)
public final class CGImageDestination {
    private init() { standIn() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `CGImageSourceCreateWithURL`.
@available(iOS 4.0, *)
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `CGImageSourceCreateThumbnailAtIndex`.
@available(iOS 4.0, *)
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{ standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `CGImageDestinationCreateWithURL`.
@available(iOS 4.0, *)
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `CGImageDestinationAddImage`.
@available(iOS 4.0, *)
public func CGImageDestinationAddImage(
    _ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?
) { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `CGImageDestinationFinalize`.
@available(iOS 4.0, *)
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { standIn() }
