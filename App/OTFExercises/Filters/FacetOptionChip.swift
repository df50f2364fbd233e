import ExerciseCatalog
import ExerciseDirectory
import ExerciseSearch
import SwiftUI

/// One option of a facet as a chip: its label and how many exercises choosing it gives; a checkmark
/// and outline (not colour alone) when selected.
struct FacetOptionChip: View {
    let option: FacetOption
    let facet: Facet
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack(spacing: 6) {
                if option.isSelected {
                    Image(systemName: "checkmark")
                        .font(.caption.bold())
                        .accessibilityHidden(true)
                }
                Text(option.label)
                Text(Wording.groupedNumber(option.count))
                    .foregroundStyle(.secondary)
            }
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(chipFill, in: Capsule())
            .overlay {
                Capsule().strokeBorder(option.isSelected ? Color.accentColor : Color.clear, lineWidth: 1.5)
            }
            .minimumTapTarget()
        }
        .buttonStyle(.plain)
        .accessibilityLabel(option.label)
        .accessibilityValue(Wording.exerciseCount(option.count))
        .accessibilityAddTraits(option.isSelected ? .isSelected : [])
        .accessibilityIdentifier(AccessibilityID.facetOption(facet, option.value))
    }

    private var chipFill: Color {
        option.isSelected ? Color.accentColor.opacity(0.2) : Color(uiColor: .tertiarySystemFill)
    }
}
