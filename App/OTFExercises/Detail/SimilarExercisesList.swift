import ExerciseDirectory
import SwiftUI

/// Exercises like this one, each opening its own detail screen.
struct SimilarExercisesList: View {
    let rows: [ResultRow]

    var body: some View {
        DetailSection(title: "Similar Exercises") {
            ForEach(rows) { row in
                NavigationLink(value: Route.detail(id: row.id)) {
                    HStack(alignment: .center, spacing: 12) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(row.name)
                                .font(.body)
                                .foregroundStyle(.primary)
                            CategoryBadge(label: row.categoryLabel, category: row.category)
                        }
                        Spacer(minLength: 0)
                        Image(systemName: "chevron.right")
                            .foregroundStyle(.tertiary)
                            .accessibilityHidden(true)
                    }
                    .padding(12)
                    .background(
                        Color(uiColor: .secondarySystemGroupedBackground),
                        in: RoundedRectangle(cornerRadius: 12)
                    )
                    .contentShape(RoundedRectangle(cornerRadius: 12))
                }
                .buttonStyle(.plain)
                .accessibilityLabel(row.accessibilityLabel)
                .accessibilityIdentifier(AccessibilityID.similarRow(row.id))
            }
        }
    }
}
