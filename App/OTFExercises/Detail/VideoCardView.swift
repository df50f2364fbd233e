import ExerciseDirectory
import SwiftUI

/// One demo video: its 9:16 reel thumbnail shown whole with the platform, beside the creator and the
/// caption's first line, then a "Watch on …" button only when the link may be opened (otherwise why not),
/// plus the creator's profile.
struct VideoCardView: View {
    let card: VideoCard
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            dynamicTypeSize.thumbnailAndTextLayout {
                ReelThumbnail(card: card)
                VStack(alignment: .leading, spacing: 2) {
                    Text(card.creatorName)
                        .font(.headline)
                    if !card.creatorHandle.isEmpty {
                        Text(card.creatorHandle)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    if let caption = card.caption {
                        Text(caption)
                            .font(.subheadline)
                            .padding(.top, 6)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            watchButtonOrReason
            if let address = card.profileURL, let url = URL(string: address) {
                Link(destination: url) {
                    Label("Creator Profile", systemImage: "person.crop.circle")
                }
                .buttonStyle(.bordered)
                .accessibilityIdentifier(AccessibilityID.profileButton(card.id))
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(AccessibilityID.videoCard(card.id))
        .contextMenu {
            // Only an allow-listed post is shared, as only one is opened.
            if let address = card.watchURL, let url = URL(string: address) {
                ShareLink(item: url) {
                    Label("Share Post", systemImage: "square.and.arrow.up")
                }
            }
        }
    }

    @ViewBuilder
    private var watchButtonOrReason: some View {
        if let address = card.watchURL, let url = URL(string: address) {
            Link(destination: url) {
                Label(card.watchLabel, systemImage: "play.fill")
                    .frame(maxWidth: .infinity)
                    .prominentButtonLabel()
            }
            .buttonStyle(.borderedProminent)
            .accessibilityLabel(card.watchAccessibilityLabel)
            .accessibilityIdentifier(AccessibilityID.watchButton(card.id))
        } else if let reason = card.refusalReason {
            Text(reason)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .accessibilityIdentifier(AccessibilityID.videoRefusal(card.id))
        }
    }
}

/// A demo's thumbnail as the 9:16 reel it is, shown whole, with its platform as a badge.
private struct ReelThumbnail: View {
    let card: VideoCard

    /// The thumbnail's width in points; its height follows from 9:16.
    private static let width: CGFloat = 100

    var body: some View {
        ThumbnailView(
            thumbnail: card.thumbnail, placeholderText: card.platformLabel, pointSize: Self.width * 16 / 9,
            contentMode: .fit
        )
        .frame(width: Self.width, height: Self.width * 16 / 9)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay(alignment: .topLeading) {
            Text(card.platformLabel)
                .font(.caption2.weight(.semibold))
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(.regularMaterial, in: Capsule())
                .fixedSize()
                .padding(6)
        }
        .accessibilityHidden(true)
    }
}
