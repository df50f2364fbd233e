import ExerciseDirectory
import SwiftUI

/// One demo video: 16:9 thumbnail with its platform, the creator, the caption's first line, and a
/// "Watch on …" button only when the link may be opened (otherwise why not), plus the creator's profile.
struct VideoCardView: View {
    let card: VideoCard

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ThumbnailView(thumbnail: card.thumbnail, placeholderText: card.platformLabel, pointSize: 400)
                .aspectRatio(16 / 9, contentMode: .fit)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .overlay(alignment: .topLeading) {
                    Text(card.platformLabel)
                        .font(.caption.weight(.semibold))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(.regularMaterial, in: Capsule())
                        .fixedSize()
                        .padding(8)
                }
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(card.creatorName)
                    .font(.headline)
                if !card.creatorHandle.isEmpty {
                    Text(card.creatorHandle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            if let caption = card.caption {
                Text(caption)
                    .font(.subheadline)
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
    }

    @ViewBuilder
    private var watchButtonOrReason: some View {
        if let address = card.watchURL, let url = URL(string: address) {
            Link(destination: url) {
                Label(card.watchLabel, systemImage: "play.fill")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier(AccessibilityID.watchButton(card.id))
        } else if let reason = card.refusalReason {
            Text(reason)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .accessibilityIdentifier(AccessibilityID.videoRefusal(card.id))
        }
    }
}
