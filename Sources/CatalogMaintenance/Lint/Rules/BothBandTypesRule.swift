internal import ExerciseCatalog

/// Band exercises tagged with both band types, which the classifier gives every band exercise.
struct BothBandTypesRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "both-band-types"
    let severity = LintSeverity.warning
    let explanation =
        "The exercise is tagged both \"mini band\" and \"resistance band\"; it uses one of them."
    let fix = "Keep the band the video shows and remove the other tag."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.filter { exercise in
            let tags = Set(exercise.equipment.map { $0.lowercased() })
            return tags.contains("mini band") && tags.contains("resistance band")
        }.map { exercise in
            LintFinding(
                exerciseIDs: [exercise.id],
                message: "“\(exercise.name)” is tagged both “mini band” and “resistance band”")
        }
    }
}
