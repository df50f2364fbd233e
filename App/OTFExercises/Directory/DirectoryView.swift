import ExerciseDirectory
import SwiftUI

/// The directory: the search header above a list of exercise cards, "Showing X of Y" (and, when no result
/// matches every word, which words none matched) and the disclaimer; Paste workout in the bottom toolbar.
///
/// New results bring the list back to its top.
@MainActor
struct DirectoryView: View {
    let model: DirectoryModel

    /// The identity of the list's content, scrolled to when new results arrive.
    private static let listTop = "listTop"

    var body: some View {
        ScrollViewReader { scroller in
            list
                .onChange(of: model.rowsVersion) { _, _ in
                    scroller.scrollTo(Self.listTop, anchor: .top)
                }
        }
    }

    private var list: some View {
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
            .id(Self.listTop)
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
