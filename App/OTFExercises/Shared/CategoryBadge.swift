import ExerciseCatalog
import SwiftUI

/// An exercise's category as a tinted capsule that always shows the category's name.
struct CategoryBadge: View {
    let label: String
    let category: ExerciseCategory

    var body: some View {
        Text(label)
            .font(.caption.weight(.semibold))
            .foregroundStyle(.primary)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(category.tint.opacity(0.18), in: Capsule())
            .overlay {
                Capsule().strokeBorder(category.tint.opacity(0.6), lineWidth: 1)
            }
            .fixedSize(horizontal: false, vertical: true)
    }
}
