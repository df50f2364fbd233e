import SwiftUI

extension DynamicTypeSize {
    /// How a thumbnail and its text sit at this text size: side by side, top-aligned, normally; stacked
    /// at accessibility sizes, where text beside a thumbnail would wrap word by word.
    var thumbnailAndTextLayout: AnyLayout {
        isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            : AnyLayout(HStackLayout(alignment: .top, spacing: 12))
    }
}
