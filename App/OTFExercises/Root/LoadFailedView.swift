import ExerciseDirectory
import SwiftUI

/// Says why the catalog could not be loaded and offers to try again.
struct LoadFailedView: View {
    let message: String
    let retry: () -> Void

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Image(systemName: "exclamationmark.triangle")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
                Text(message)
                    .multilineTextAlignment(.center)
                    .accessibilityIdentifier(AccessibilityID.loadFailedMessage)
                Button("Try Again", action: retry)
                    .buttonStyle(.borderedProminent)
                    .accessibilityIdentifier(AccessibilityID.retryButton)
            }
            .padding(24)
            .frame(maxWidth: .infinity)
        }
    }
}
