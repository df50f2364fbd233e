import SwiftUI

extension EnvironmentValues {
    /// The loaded catalog's thumbnail folder, or nil when it has none (such as the sample).
    @Entry var thumbnailsDirectory: String? = nil
}
