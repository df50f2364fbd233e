import ExerciseDirectory
import SwiftUI

/// The active filters as chips that remove themselves when tapped, followed by "Clear All", in one row that
/// scrolls sideways so the header keeps its height however many filters are on.
struct ActiveFilterChips: View {
    let chips: [FilterChip]
    let remove: (FilterChip) -> Void
    let clearAll: () -> Void

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(chips) { chip in
                    Button {
                        remove(chip)
                    } label: {
                        HStack(spacing: 4) {
                            Text(chip.label)
                            Image(systemName: "xmark")
                                .font(.caption2.bold())
                                .accessibilityHidden(true)
                        }
                        .font(.subheadline)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 6)
                        .background(Color.accentColor.opacity(0.15), in: Capsule())
                        .minimumTapTarget()
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(chip.accessibilityLabel)
                    .accessibilityIdentifier(AccessibilityID.filterChip(chip))
                }
                Button(action: clearAll) {
                    Text("Clear All")
                        .minimumTapTarget()
                }
                .font(.subheadline.bold())
                .accessibilityIdentifier(AccessibilityID.clearAllButton)
            }
        }
    }
}
