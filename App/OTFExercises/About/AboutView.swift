import ExerciseDirectory
import SwiftUI

/// About the app: the disclaimer, which catalog is loaded and its size, and the web directory.
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
                    .accessibilityIdentifier("doneButton")
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
                Text(about.disclaimer)
                    .accessibilityIdentifier("disclaimerText")
            }
            Section("Catalog") {
                Text(about.catalogDescription)
                    .accessibilityIdentifier("catalogDescription")
                ForEach(Array(about.stats.enumerated()), id: \.offset) { _, stat in
                    Text(stat)
                }
            }
            if let url = URL(string: about.webDirectoryAddress) {
                Section {
                    Link(destination: url) {
                        Label("Web Directory", systemImage: "safari")
                    }
                    .accessibilityIdentifier("webDirectoryLink")
                } footer: {
                    Text(about.webDirectoryAddress)
                }
            }
        }
    }
}
