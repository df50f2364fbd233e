import ExerciseCatalog

/// Exercises whose id is not the slug of their title, so links and the web directory disagree.
public struct IDSlugRule: LintRule {
    /// Creates the rule.
    public init() {}

    public let name = "id-not-slug"
    public let severity = LintSeverity.warning
    public let explanation = "The id is not the slug of the title, as the web directory would derive it."
    public let fix = "Use the slug of the title as the id, or correct the title if the id is right."

    public func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.filter { !CatalogSlug.matches(id: $0.id, title: $0.name) }.map { exercise in
            LintFinding(
                exerciseIDs: [exercise.id],
                message: "id “\(exercise.id)” is not the slug of “\(exercise.name)” "
                    + "(expected “\(CatalogSlug.expectedID(for: exercise.name))”)")
        }
    }
}
