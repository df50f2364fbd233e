import ExerciseCatalog
import ExerciseDirectory
import SwiftUI

/// The standing disclaimer at the foot of a screen.
struct DisclaimerFooter: View {
    var body: some View {
        Text(Disclaimer.text)
            .font(.footnote)
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, 8)
            .accessibilityIdentifier(AccessibilityID.disclaimerFooter)
    }
}
