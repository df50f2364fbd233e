import ExerciseCatalog
import ExerciseDirectory
import SwiftUI

/// Opens the filter sheet; a badge shows how many filters are active.
struct FilterButton: View {
    let activeCount: Int
    let accessibilityValue: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "line.3.horizontal.decrease.circle")
                .font(.title2)
                .overlay(alignment: .topTrailing) {
                    if activeCount > 0 {
                        Text(Wording.groupedNumber(activeCount))
                            .font(.caption2.bold())
                            .foregroundStyle(Color(uiColor: .systemBackground))
                            .padding(.horizontal, 5)
                            .padding(.vertical, 1)
                            .background(Color.accentColor, in: Capsule())
                            .fixedSize()
                            .offset(x: 8, y: -6)
                    }
                }
                .minimumTapTarget()
        }
        .accessibilityLabel("Filters")
        .accessibilityValue(accessibilityValue)
        .accessibilityIdentifier(AccessibilityID.filterButton)
    }
}
