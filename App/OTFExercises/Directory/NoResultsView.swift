import ExerciseDirectory
import SwiftUI

/// What the directory shows when a search finds nothing, with a tappable "did you mean" and, while filters
/// are on, "Clear filters".
struct NoResultsView: View {
    let emptyState: EmptyState
    let acceptSuggestion: () -> Void
    let clearFilters: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "magnifyingglass")
                .font(.largeTitle)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            Text(emptyState.title)
                .font(.headline)
                .multilineTextAlignment(.center)
                .accessibilityIdentifier(AccessibilityID.emptyStateTitle)
            if let suggestion = emptyState.suggestionText {
                Button(suggestion, action: acceptSuggestion)
                    .accessibilityIdentifier(AccessibilityID.suggestionButton)
            }
            if let clearFiltersLabel = emptyState.clearFiltersLabel {
                Button(clearFiltersLabel, action: clearFilters)
                    .buttonStyle(.bordered)
                    .accessibilityIdentifier(AccessibilityID.emptyStateClearFiltersButton)
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 32)
    }
}
