import ExerciseDirectory
import ExerciseSearch
import SwiftUI

/// One line of a pasted workout: a found move opens its exercise; a move the catalog lacks is marked by a
/// symbol and "No match" as well as colour, and searches its words when tapped (if it has any, shown by a
/// trailing magnifying glass); a section header reads as a label; rest stays quiet.
struct WorkoutLineRow: View {
    let row: WorkoutRow
    let model: DirectoryModel

    var body: some View {
        if let id = row.exerciseID {
            NavigationLink(value: Route.detail(id: id)) {
                Label {
                    MoveLines(row: row)
                } icon: {
                    Image(systemName: "checkmark.circle")
                        .foregroundStyle(Color.accentColor)
                }
            }
            .accessibilityLabel(row.accessibilityLabel)
        } else if row.isSearchable {
            Button {
                model.search(workoutMove: row)
            } label: {
                HStack {
                    UnmatchedMove(row: row)
                    Spacer()
                    Image(systemName: "magnifyingglass")
                        .foregroundStyle(Color.accentColor)
                        .accessibilityHidden(true)
                }
            }
            .foregroundStyle(.primary)
            .accessibilityLabel(row.accessibilityLabel)
            .accessibilityHint(AppWording.searchUnmatchedMoveHint)
        } else if row.isUnmatched {
            UnmatchedMove(row: row)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(row.accessibilityLabel)
        } else if row.kind == .header {
            Text(row.line)
                .font(.headline)
                .accessibilityLabel(row.accessibilityLabel)
                .accessibilityAddTraits(.isHeader)
        } else {
            Label(row.line, systemImage: "pause.circle")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(row.accessibilityLabel)
        }
    }
}

/// A move without a match: its lines beside a ✗.
private struct UnmatchedMove: View {
    let row: WorkoutRow

    var body: some View {
        Label {
            MoveLines(row: row)
        } icon: {
            Image(systemName: "xmark.circle")
                .foregroundStyle(.orange)
        }
    }
}

/// A move's line as written, then what it matched ("Goblet Squat", "No match") and the detail ("3 demos",
/// "Closest: …").
private struct MoveLines: View {
    let row: WorkoutRow

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(row.line)
            Text(row.title)
                .font(.subheadline.weight(.semibold))
            Text(row.detail)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
