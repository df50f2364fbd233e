import ExerciseDirectory
import SwiftUI

/// The detail screen of one exercise, or a note that this catalog has no such exercise.
struct ExerciseDetailScreen: View {
    let model: DirectoryModel
    let id: String

    var body: some View {
        if let detail = model.detail(for: id) {
            ExerciseDetailView(detail: detail)
        } else {
            ContentUnavailableView("Exercise Not Found", systemImage: "questionmark.circle")
        }
    }
}
