import ExerciseDirectory
import SwiftUI

/// The navigation stack over the directory, with its sheets, notices (once no sheet is up or closing) and
/// result-count announcements (once typing pauses: a new search cancels the wait of the one before).
struct DirectoryStack: View {
    @Bindable var model: DirectoryModel
    @State private var isShowingNotice = false

    var body: some View {
        NavigationStack(path: $model.path) {
            DirectoryView(model: model)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail(let id):
                        ExerciseDetailScreen(model: model, id: id)
                    case .workout:
                        WorkoutScreen(model: model)
                    }
                }
        }
        .environment(\.thumbnailsDirectory, model.catalog?.thumbnailsDirectory)
        .sheet(item: $model.sheet, onDismiss: { model.sheetDidClose() }) { sheet in
            switch sheet {
            case .filters:
                FilterSheet(model: model)
            case .about:
                AboutView(model: model)
            }
        }
        .alert(model.notice ?? "", isPresented: $isShowingNotice) {
            Button("OK", role: .cancel) {
                model.notice = nil
            }
        }
        .onChange(of: model.presentableNotice, initial: true) { _, notice in
            isShowingNotice = notice != nil
        }
        .task(id: model.resultsVersion) {
            guard (try? await Task.sleep(for: CountAnnouncer.pause)) != nil,
                let announcement = model.dueCountAnnouncement()
            else { return }
            AccessibilityNotification.Announcement(announcement).post()
        }
    }
}
