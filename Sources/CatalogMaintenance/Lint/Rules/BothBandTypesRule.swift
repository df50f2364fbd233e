import ExerciseCatalog

/// Band exercises tagged with both band types, which the classifier gives every band exercise.
public struct BothBandTypesRule: LintRule {
    /// Creates the rule.
    public init() {}

    public let name = "both-band-types"
    public let severity = LintSeverity.warning
    public let explanation =
        "The exercise is tagged both \"mini band\" and \"resistance band\"; it uses one of them."
    public let fix = "Keep the band the video shows and remove the other tag."

    public func findings(in catalog: Catalog) -> [LintFinding] {
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
