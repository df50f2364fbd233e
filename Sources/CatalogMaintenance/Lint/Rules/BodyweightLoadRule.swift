internal import ExerciseCatalog

/// Exercises tagged bodyweight only whose title names a load, such as a curl, press or goblet hold.
struct BodyweightLoadRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "bodyweight-with-load"
    let severity = LintSeverity.warning
    let explanation =
        "The exercise is tagged bodyweight only, but its title names a load (curl, press, goblet, swing…)."
    let fix =
        "Tag the equipment the video uses, such as \"dumbbell\", instead of (or besides) \"bodyweight\"."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.compactMap { exercise in
            guard !exercise.equipment.isEmpty,
                exercise.equipment.allSatisfy({ $0.lowercased() == "bodyweight" })
            else {
                return nil
            }
            let words = LintWords.words(in: exercise.name)
            let folded = words.map(LintWords.folded)
            let loads = folded.indices.filter { index in
                LoadTerm.all.contains { $0.matches(folded, at: index) }
            }
            guard !loads.isEmpty else {
                return nil
            }
            let quoted = loads.map { "“\(words[$0])”" }.distinctInOrder.joined(separator: ", ")
            return LintFinding(
                exerciseIDs: [exercise.id],
                message: "“\(exercise.name)” is tagged bodyweight only but names a load: \(quoted)")
        }
    }
}
