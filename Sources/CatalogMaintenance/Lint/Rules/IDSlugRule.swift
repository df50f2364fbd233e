internal import ExerciseCatalog

/// Exercises whose id is not the slug of their title, so links and the web directory disagree.
struct IDSlugRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "id-not-slug"
    let severity = LintSeverity.warning
    let explanation = "The id is not the slug of the title, as the web directory would derive it."
    let fix = "Use the slug of the title as the id, or correct the title if the id is right."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.filter { !CatalogSlug.matches(id: $0.id, title: $0.name) }.map { exercise in
            LintFinding(
                exerciseIDs: [exercise.id],
                message: "id “\(exercise.id)” is not the slug of “\(exercise.name)” "
                    + "(expected “\(CatalogSlug.expectedID(for: exercise.name))”)")
        }
    }
}
