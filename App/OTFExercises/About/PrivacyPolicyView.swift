import ExerciseDirectory
import SwiftUI

/// The whole privacy policy, part by part, pushed from About.
struct PrivacyPolicyView: View {
    let parts: [PrivacyPolicy.Part]

    var body: some View {
        List {
            ForEach(parts, id: \.heading) { part in
                Section(part.heading) {
                    ForEach(part.paragraphs, id: \.self) { paragraph in
                        Text(paragraph)
                    }
                }
            }
        }
        .navigationTitle(PrivacyPolicy.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
