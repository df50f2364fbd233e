import ExerciseDirectory
import SwiftUI

/// The creators of the exercise's demos: a link to the profile only when it may be opened, plain text
/// otherwise.
struct CreatorList: View {
    let creators: [CreatorRow]

    var body: some View {
        DetailSection(title: "Creators") {
            ForEach(creators) { creator in
                if let address = creator.profileURL, let url = URL(string: address) {
                    Link(destination: url) {
                        HStack {
                            CreatorName(creator: creator)
                            Spacer()
                            Image(systemName: "arrow.up.right.square")
                                .accessibilityHidden(true)
                        }
                    }
                    .accessibilityIdentifier(AccessibilityID.creatorLink(creator.id))
                } else {
                    CreatorName(creator: creator)
                        .accessibilityElement(children: .combine)
                        .accessibilityIdentifier(AccessibilityID.creatorName(creator.id))
                }
            }
        }
    }
}

/// A creator's display name with the handle beneath it.
private struct CreatorName: View {
    let creator: CreatorRow

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(creator.name)
                .font(.body)
            if !creator.handle.isEmpty {
                Text(creator.handle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
