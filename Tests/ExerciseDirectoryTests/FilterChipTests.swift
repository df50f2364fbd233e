import ExerciseSearch
import Testing

@testable import ExerciseDirectory

@Suite struct FilterChipTests {
    /// A selected option labelled `label`.
    private func option(_ value: String, _ label: String) -> FacetOption {
        FacetOption(value: value, label: label, count: 1, isSelected: true)
    }

    @Test("chips whose labels collide, ignoring case, name their facet; the others keep their label")
    func collidingLabelsNameTheirFacet() {
        let chips = FilterChip.chips(for: [
            (.category, option("core", "Core")), (.muscleGroup, option("CORE", "CORE")),
            (.equipment, option("dumbbell", "Dumbbell")), (.movementType, option("other", "Other")),
        ])
        #expect(chips.map(\.label) == ["Category: Core", "Muscle Group: CORE", "Dumbbell", "Other"])
        #expect(chips.map(\.value) == ["core", "CORE", "dumbbell", "other"])
        #expect(chips[1].accessibilityLabel == "Remove filter Muscle Group: CORE")
        #expect(chips.map(\.id) == ["category:core", "muscle:CORE", "equipment:dumbbell", "movement:other"])
    }

    @Test("one chip, or chips with different labels, show the option's label alone")
    func distinctLabelsStayPlain() {
        #expect(FilterChip.chips(for: [(.category, option("core", "Core"))]).map(\.label) == ["Core"])
        #expect(FilterChip.chips(for: []).isEmpty)
    }
}
