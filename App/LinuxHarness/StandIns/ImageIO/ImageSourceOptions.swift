/// Stand-in for `kCGImageSourceShouldCache`.
@available(iOS 4.0, *)
public var kCGImageSourceShouldCache: CFString { standIn() }
/// Stand-in for `kCGImageSourceShouldCacheImmediately`.
@available(iOS 7.0, *)
public var kCGImageSourceShouldCacheImmediately: CFString { standIn() }
/// Stand-in for `kCGImageSourceCreateThumbnailFromImageAlways`.
@available(iOS 4.0, *)
public var kCGImageSourceCreateThumbnailFromImageAlways: CFString { standIn() }
/// Stand-in for `kCGImageSourceCreateThumbnailWithTransform`.
@available(iOS 4.0, *)
public var kCGImageSourceCreateThumbnailWithTransform: CFString { standIn() }
/// Stand-in for `kCGImageSourceThumbnailMaxPixelSize`.
@available(iOS 4.0, *)
public var kCGImageSourceThumbnailMaxPixelSize: CFString { standIn() }
