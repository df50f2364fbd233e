import ExerciseDirectory
import SwiftUI

/// The workout read from pasted text: how many moves were found, then every line in order.
struct WorkoutScreen: View {
    let model: DirectoryModel

    var body: some View {
        Group {
            if let workout = model.workout {
                List {
                    Section {
                        Text(workout.summary)
                            .font(.headline)
                            .accessibilityIdentifier(AccessibilityID.workoutSummary)
                    }
                    Section {
                        // By place: a workout can repeat a line.
                        ForEach(workout.rows.indices, id: \.self) { index in
                            WorkoutLineRow(row: workout.rows[index], model: model)
                                .accessibilityIdentifier(AccessibilityID.workoutRow(index))
                        }
                    }
                }
            } else {
                ContentUnavailableView(AppWording.noWorkout, systemImage: "doc.on.clipboard")
            }
        }
        .navigationTitle(WorkoutList.title)
    }
}
