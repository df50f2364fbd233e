import ExerciseDirectory
import SwiftUI

/// The filters: each facet's options as multi-select chips with live counts, Clear, Done, and a button
/// showing how many exercises the choice gives.
struct FilterSheet: View {
    let model: DirectoryModel

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ForEach(model.facetSections) { section in
                        let options = section.liveOptions
                        if !options.isEmpty {
                            VStack(alignment: .leading, spacing: 10) {
                                Text(section.title)
                                    .font(.headline)
                                    .accessibilityAddTraits(.isHeader)
                                FlowLayout(spacing: 8) {
                                    ForEach(options, id: \.value) { option in
                                        FacetOptionChip(option: option, facet: section.facet) {
                                            model.toggle(option.value, in: section.facet)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Button {
                    model.sheet = nil
                } label: {
                    Text(model.showResultsLabel)
                        .frame(maxWidth: .infinity)
                        .prominentButtonLabel()
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .accessibilityIdentifier(AccessibilityID.showResultsButton)
                .padding()
                .background(.bar)
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Clear") {
                        model.clearAll()
                    }
                    .disabled(model.activeFilterCount == 0)
                    .accessibilityIdentifier(AccessibilityID.clearFiltersButton)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        model.sheet = nil
                    }
                    .accessibilityIdentifier(AccessibilityID.doneButton)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}
