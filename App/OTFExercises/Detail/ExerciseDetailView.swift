import ExerciseDirectory
import SwiftUI

/// Everything about one exercise: hero image, category, demo summary, details, cues, creators, videos,
/// similar exercises and the disclaimer.
struct ExerciseDetailView: View {
    let detail: ExerciseDetail

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                HeroImage(thumbnail: detail.heroThumbnail, placeholderText: detail.categoryLabel)
                VStack(alignment: .leading, spacing: 8) {
                    CategoryBadge(label: detail.categoryLabel, category: detail.category)
                    Text(detail.title)
                        .font(.largeTitle.bold())
                        .accessibilityAddTraits(.isHeader)
                        .accessibilityIdentifier(AccessibilityID.detailTitle)
                    Text(detail.demoSummary)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .accessibilityIdentifier(AccessibilityID.demoSummary)
                }
                DetailFacts(detail: detail)
                if !detail.cues.isEmpty {
                    CoachingCues(cues: detail.cues)
                }
                if !detail.creators.isEmpty {
                    CreatorList(creators: detail.creators)
                }
                if !detail.videos.isEmpty {
                    DetailSection(title: "Video Demos") {
                        ForEach(detail.videos) { card in
                            VideoCardView(card: card)
                        }
                    }
                }
                if !detail.similar.isEmpty {
                    SimilarExercisesList(rows: detail.similar)
                }
                DisclaimerFooter()
            }
            .padding()
        }
        .background(Color(uiColor: .systemGroupedBackground))
        .navigationTitle(detail.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if let page = URL(string: detail.webPageAddress) {
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(item: page, subject: Text(detail.title), message: Text(detail.title)) {
                        Label("Share", systemImage: "square.and.arrow.up")
                    }
                    .accessibilityIdentifier(AccessibilityID.shareExerciseButton)
                }
            }
        }
    }
}
