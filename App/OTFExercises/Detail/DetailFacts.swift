import ExerciseDirectory
import SwiftUI

/// The exercise's movement, muscle groups, equipment and creators as label–value rows.
struct DetailFacts: View {
    let detail: ExerciseDetail

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            FactRow(title: "Movement", value: detail.movementLabel)
            if let muscles = detail.muscleSummary {
                FactRow(title: "Muscle Groups", value: muscles)
            }
            FactRow(title: "Equipment", value: detail.equipment)
            FactRow(title: "Creators", value: detail.creatorSummary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

/// A label and its value side by side when they fit on one line, stacked otherwise.
private struct FactRow: View {
    let title: String
    let value: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .firstTextBaseline) {
                titleText
                Spacer(minLength: 16)
                valueText
                    .multilineTextAlignment(.trailing)
            }
            VStack(alignment: .leading, spacing: 2) {
                titleText
                valueText
            }
        }
        .accessibilityElement(children: .combine)
    }

    private var titleText: some View {
        Text(title)
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }

    private var valueText: some View {
        Text(value)
            .font(.body)
    }
}
