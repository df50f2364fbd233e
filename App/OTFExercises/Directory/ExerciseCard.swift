import ExerciseDirectory
import SwiftUI

/// One exercise in the directory: thumbnail, demo count, highlighted name, category, muscles and more.
///
/// The thumbnail and text sit side by side normally and stack at accessibility text sizes.
struct ExerciseCard: View {
    let row: ResultRow
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        dynamicTypeSize.thumbnailAndTextLayout {
            CardThumbnail(row: row)
            VStack(alignment: .leading, spacing: 4) {
                Text(HighlightedName.attributedString(row.name, highlights: row.highlights))
                    .font(.headline)
                    .foregroundStyle(.primary)
                CategoryBadge(label: row.categoryLabel, category: row.category)
                if !row.muscles.isEmpty {
                    Text(row.muscles)
                        .font(.subheadline)
                }
                Text(row.equipment)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(row.creators)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(12)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
        .contentShape(RoundedRectangle(cornerRadius: 16))
    }
}

/// A card's 4:5 thumbnail with the demo count as a badge.
private struct CardThumbnail: View {
    let row: ResultRow

    var body: some View {
        ThumbnailView(thumbnail: row.thumbnail, placeholderText: row.categoryLabel, pointSize: 110)
            .frame(width: 88, height: 110)
            .clipShape(RoundedRectangle(cornerRadius: 10))
            .overlay(alignment: .bottomLeading) {
                Text(row.demoCount)
                    .font(.caption2.weight(.semibold))
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(.regularMaterial, in: Capsule())
                    .fixedSize()
                    .padding(4)
            }
    }
}
