import SwiftUI

/// The exercise's first thumbnail in a fixed 4:5 frame, filled and clipped so it never stretches.
struct HeroImage: View {
    let thumbnail: String
    let placeholderText: String

    var body: some View {
        ThumbnailView(thumbnail: thumbnail, placeholderText: placeholderText, pointSize: 600)
            .aspectRatio(4 / 5, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 20))
            .frame(maxWidth: 480)
            .frame(maxWidth: .infinity)
            .accessibilityHidden(true)
    }
}
