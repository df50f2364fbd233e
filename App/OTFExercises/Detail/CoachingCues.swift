import SwiftUI

/// The exercise's coaching cues as a checklist.
struct CoachingCues: View {
    let cues: [String]

    var body: some View {
        DetailSection(title: "Coaching Cues") {
            ForEach(Array(cues.enumerated()), id: \.offset) { _, cue in
                Label {
                    Text(cue)
                } icon: {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(Color.accentColor)
                }
            }
        }
    }
}
