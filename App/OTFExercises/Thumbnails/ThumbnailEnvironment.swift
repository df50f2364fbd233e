import SwiftUI

extension EnvironmentValues {
    /// The loaded catalog's thumbnail folder, or nil when it has none (such as the sample).
    var thumbnailsDirectory: String? {
        get { self[ThumbnailsDirectoryKey.self] }
        set { self[ThumbnailsDirectoryKey.self] = newValue }
    }
}

/// The environment key of ``EnvironmentValues/thumbnailsDirectory``: a classic key rather than the `@Entry`
/// macro, which the iOS 17.5 SDK does not have and which the Linux harness cannot expand.
private struct ThumbnailsDirectoryKey: EnvironmentKey {
    static let defaultValue: String? = nil
}
