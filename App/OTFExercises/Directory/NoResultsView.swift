import ExerciseDirectory
import SwiftUI

/// What the directory shows when a search finds nothing, with a tappable "did you mean".
struct NoResultsView: View {
    let emptyState: EmptyState
    let acceptSuggestion: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "magnifyingglass")
                .font(.largeTitle)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            Text(emptyState.title)
                .font(.headline)
                .multilineTextAlignment(.center)
                .accessibilityIdentifier("emptyStateTitle")
            if let suggestion = emptyState.suggestionText {
                Button(suggestion, action: acceptSuggestion)
                    .accessibilityIdentifier("suggestionButton")
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 32)
    }
}
