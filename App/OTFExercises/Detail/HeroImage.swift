import SwiftUI

/// The exercise's first thumbnail in a fixed 4:5 frame, filled and clipped so it never stretches, at most
/// half the screen's height so an iPhone SE or landscape still shows the title beneath it.
struct HeroImage: View {
    let thumbnail: String
    let placeholderText: String

    var body: some View {
        ThumbnailView(thumbnail: thumbnail, placeholderText: placeholderText, pointSize: 600)
            .aspectRatio(4 / 5, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 20))
            .frame(maxWidth: 480)
            .containerRelativeFrame(.vertical) { height, _ in height / 2 }
            .frame(maxWidth: .infinity)
            .accessibilityHidden(true)
    }
}
