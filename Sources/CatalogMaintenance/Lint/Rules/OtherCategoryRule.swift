import ExerciseCatalog

/// Exercises filed under the catch-all category "other".
public struct OtherCategoryRule: LintRule {
    /// Creates the rule.
    public init() {}

    public let name = "category-other"
    public let severity = LintSeverity.warning
    public let explanation =
        "The exercise is in the catch-all category \"other\", so browsing by body area misses it."
    public let fix =
        "Give it the body area it trains (upper body, lower body, core, full body, cardio or mobility)."

    public func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.filter { $0.category == .other }.map { exercise in
            LintFinding(exerciseIDs: [exercise.id], message: "“\(exercise.name)” is in category \"other\"")
        }
    }
}
