import SwiftUI

/// A catalog thumbnail in whatever frame it is given, never stretched: scaled to fill and clipped, or
/// with `contentMode` `.fit` shown whole; loaded asynchronously; until then, or when there is none, a
/// placeholder naming `placeholderText`.
struct ThumbnailView: View {
    let thumbnail: String
    let placeholderText: String
    /// The longest side the image is shown at, in points, to decode it at the right size.
    let pointSize: CGFloat
    /// Whether the image fills the frame, clipped (the default), or fits inside it whole.
    var contentMode: ContentMode = .fill

    @Environment(\.thumbnailsDirectory) private var thumbnailsDirectory
    @Environment(\.displayScale) private var displayScale
    @State private var image: ThumbnailImage?

    var body: some View {
        Rectangle()
            .fill(Color(uiColor: .tertiarySystemFill))
            .overlay {
                if let image {
                    Image(decorative: image.cgImage, scale: 1)
                        .resizable()
                        .aspectRatio(contentMode: contentMode)
                } else {
                    Text(placeholderText)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                        .padding(6)
                }
            }
            .clipped()
            .task(id: request) {
                guard let request else {
                    image = nil
                    return
                }
                image = await ThumbnailStore.shared.image(for: request)
            }
    }

    private var request: ThumbnailRequest? {
        ThumbnailRequest(
            thumbnailsDirectory: thumbnailsDirectory, thumbnail: thumbnail, pointSize: pointSize,
            displayScale: displayScale)
    }
}
