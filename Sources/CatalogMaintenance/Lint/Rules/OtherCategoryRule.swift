internal import ExerciseCatalog

/// Exercises filed under the catch-all category "other".
struct OtherCategoryRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "category-other"
    let severity = LintSeverity.warning
    let explanation =
        "The exercise is in the catch-all category \"other\", so browsing by body area misses it."
    let fix =
        "Give it the body area it trains (upper body, lower body, core, full body, cardio or mobility)."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.filter { $0.category == .other }.map { exercise in
            LintFinding(exerciseIDs: [exercise.id], message: "“\(exercise.name)” is in category \"other\"")
        }
    }
}
