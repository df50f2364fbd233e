import ExerciseDirectory
import SwiftUI

/// The search field and filter button, with the active filters as removable chips below them.
struct SearchHeader: View {
    @Bindable var model: DirectoryModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                QueryField(text: $model.query)
                FilterButton(
                    activeCount: model.activeFilterCount, accessibilityValue: model.activeFiltersDescription
                ) {
                    model.sheet = .filters
                }
            }
            let chips = model.chips
            if !chips.isEmpty {
                ActiveFilterChips(
                    chips: chips,
                    remove: { chip in model.remove(chip) },
                    clearAll: { model.clearAll() })
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }
}
