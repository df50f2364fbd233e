internal import ExerciseCatalog

/// Muscle groups, equipment tags and creator ids holding a character outside the set people type and
/// shells complete: the check `verify` and `import` make (``TagCharacters``).
struct TagCharactersRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "tag-characters"
    let severity = LintSeverity.error
    let explanation =
        "A muscle group, equipment tag or creator id holds a character outside the tag set, so import refuses the catalog."
    let fix = "Use letters, digits, spaces, \"-\", \"_\" and \".\", starting with a letter or digit."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.flatMap { exercise in
            TagCharacters.checkedFields(of: exercise).compactMap { field, value in
                TagCharacters.problem(value).map {
                    LintFinding(exerciseIDs: [exercise.id], message: "\(field) \($0)")
                }
            }
        }
    }
}
