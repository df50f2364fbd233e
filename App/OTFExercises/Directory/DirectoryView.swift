import ExerciseDirectory
import SwiftUI

/// The directory: the search header above a list of exercise cards, "Showing X of Y" (and, when no result
/// matches every word, which words none matched) and the disclaimer; Paste workout in the bottom toolbar.
struct DirectoryView: View {
    let model: DirectoryModel

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                if let banner = model.sampleBanner {
                    SampleBanner(text: banner)
                }
                Text(model.showingLine)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier(AccessibilityID.showingLine)
                if let notice = model.partialMatchNotice {
                    Text(notice)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .accessibilityIdentifier(AccessibilityID.partialMatchNotice)
                }
                if let emptyState = model.emptyState {
                    NoResultsView(
                        emptyState: emptyState, acceptSuggestion: { model.acceptSuggestion() },
                        clearFilters: { model.clearAll() })
                }
                ForEach(model.rows) { row in
                    NavigationLink(value: Route.detail(id: row.id)) {
                        ExerciseCard(row: row)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(row.accessibilityLabel)
                    .accessibilityIdentifier(AccessibilityID.resultRow(row.id))
                }
                DisclaimerFooter()
            }
            .padding(.horizontal)
            .padding(.bottom)
        }
        .scrollDismissesKeyboard(.immediately)
        .safeAreaInset(edge: .top, spacing: 0) {
            SearchHeader(model: model)
        }
        .background(Color(uiColor: .systemGroupedBackground))
        .navigationTitle("OTF Exercises")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    model.sheet = .about
                } label: {
                    Label("About", systemImage: "info.circle")
                }
                .accessibilityIdentifier(AccessibilityID.aboutButton)
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Text(AppWording.pasteWorkoutCaption)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer()
                PasteWorkoutButton(model: model)
            }
        }
    }
}
