internal import ExerciseCatalog

/// Equipment tags that are probably a substring accident of keyword classification.
///
/// A tag is reported when its keyword appears in the title only inside a longer word ("bench" in
/// "Benchmark", "db" in "Deadbug", "kb" in "Kickback") and neither the title nor any video caption names
/// the equipment as a whole word (a hashtag such as "#bench" counts as a word). A hand weight (dumbbell,
/// kettlebell, …) is not reported when another word of the title names a load, as in "Deadbug with
/// Press": the tag came by accident but may well be right.
struct EquipmentSubstringRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "equipment-substring"
    let severity = LintSeverity.warning
    let explanation =
        "An equipment tag whose keyword is in the title only inside a longer word, so it is probably wrong."
    let fix = "Remove the tag, or name the equipment in the title if the exercise really uses it."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.compactMap { exercise in
            let titleWords = LintWords.words(in: exercise.name).map(LintWords.folded)
            var named = Self.wordsAndPairs(titleWords)
            for video in exercise.videos {
                named.formUnion(
                    Self.wordsAndPairs(LintWords.words(in: video.description).map(LintWords.folded)))
            }
            let accidents = exercise.equipment.compactMap { tag -> String? in
                guard let terms = EquipmentTerms.forTag(tag), named.isDisjoint(with: terms.words) else {
                    return nil
                }
                let inside = titleWords.filter { word in
                    !terms.words.contains(word) && terms.fragments.contains { word.contains($0) }
                }
                guard !inside.isEmpty, !(terms.carriesLoad && Self.namesLoad(titleWords, besides: inside))
                else {
                    return nil
                }
                let quoted = inside.distinctInOrder.map { "“\($0)”" }.joined(separator: ", ")
                return "tag “\(tag)” matches only inside \(quoted)"
            }
            guard !accidents.isEmpty else {
                return nil
            }
            return LintFinding(
                exerciseIDs: [exercise.id],
                message: "“\(exercise.name)”: " + accidents.joined(separator: "; "))
        }
    }

    /// True when a word of `words` other than those in `accidents` names a load (see ``LoadTerm``).
    private static func namesLoad(_ words: [String], besides accidents: [String]) -> Bool {
        words.indices.contains { index in
            !accidents.contains(words[index]) && LoadTerm.all.contains { $0.matches(words, at: index) }
        }
    }

    /// Every word, and every two adjacent words joined ("med", "ball" → "medball").
    private static func wordsAndPairs(_ words: [String]) -> Set<String> {
        var result = Set(words)
        for index in words.indices.dropLast() {
            result.insert(words[index] + words[index + 1])
        }
        return result
    }
}
