internal import ExerciseCatalog

/// Exercises with no muscle group: the muscle filter can never find them.
struct EmptyMuscleGroupsRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "empty-muscle-groups"
    let severity = LintSeverity.warning
    let explanation = "The exercise names no muscle group, so filtering by muscle never finds it."
    let fix = "Add the muscle groups the exercise trains, such as \"glutes\" or \"core\"."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.filter { exercise in
            exercise.muscleGroups.allSatisfy { $0.allSatisfy(\.isWhitespace) }
        }.map { exercise in
            LintFinding(exerciseIDs: [exercise.id], message: "“\(exercise.name)” has no muscle group")
        }
    }
}
