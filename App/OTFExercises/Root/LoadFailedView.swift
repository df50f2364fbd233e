import ExerciseDirectory
import SwiftUI

/// Says in plain words that the catalog could not be loaded, and offers to try again.
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
                Button(action: retry) {
                    Text("Try Again")
                        .prominentButtonLabel()
                }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier(AccessibilityID.retryButton)
            }
            .padding(24)
            .frame(maxWidth: .infinity)
        }
    }
}
