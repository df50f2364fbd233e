import ExerciseDirectory
import SwiftUI

/// About the app: the whole disclaimer, which catalog is loaded and its size, what the app carries and
/// whose it is, the privacy policy, and a link to the web directory.
struct AboutView: View {
    let model: DirectoryModel

    var body: some View {
        NavigationStack {
            Group {
                if let about = model.about {
                    AboutList(about: about)
                } else {
                    ProgressView()
                }
            }
            .navigationTitle("About")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        model.sheet = nil
                    }
                    .accessibilityIdentifier(AccessibilityID.doneButton)
                }
            }
        }
    }
}

/// The About content as a list.
private struct AboutList: View {
    let about: AboutContent

    var body: some View {
        List {
            Section {
                Text(about.fullDisclaimer)
                    .accessibilityIdentifier(AccessibilityID.disclaimerText)
            }
            Section("Catalog") {
                Text(about.appCatalogDescription)
                    .accessibilityIdentifier(AccessibilityID.catalogDescription)
                ForEach(Array(about.stats.enumerated()), id: \.offset) { _, stat in
                    Text(stat)
                }
                Text(about.bundledContent)
                    .accessibilityIdentifier(AccessibilityID.bundledContent)
            }
            Section("Privacy") {
                Text(about.privacySummary)
                NavigationLink {
                    PrivacyPolicyView(parts: about.privacyPolicy)
                } label: {
                    Label(PrivacyPolicy.title, systemImage: "hand.raised")
                }
                .accessibilityIdentifier(AccessibilityID.privacyPolicyLink)
            }
            if let url = URL(string: about.webAppAddress) {
                Section {
                    Link(destination: url) {
                        Label("Web Directory", systemImage: "safari")
                    }
                    .accessibilityIdentifier(AccessibilityID.webDirectoryLink)
                } footer: {
                    Text(about.webAppAddress)
                }
            }
        }
    }
}
