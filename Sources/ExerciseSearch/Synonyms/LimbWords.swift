/// Words for a whole limb ("arms", "legs") and the muscle tags a request for the limb means.
///
/// In the catalog's names "arm" and "leg" say which side works ("Single Arm Row", "Single Leg
/// Deadlift"), and its `legs` tag is nearly all rower posts, so neither serves "arm day", "legs" or
/// "something for my legs". When the counted words of a query typed into a search field are limb words
/// and muscle words ("arm day", "legs and glutes"), ``QueryPlan`` searches each limb word as its muscles
/// instead; with any other word ("single arm row", "leg curl", "leg lowers") a limb word is an ordinary
/// word.
enum LimbWords {
    /// One limb: its word, the muscle words a request for it means, and why.
    struct Limb: Sendable {
        /// The limb's word as people type it.
        let word: String
        /// The catalog's words for the limb's muscles, each a muscle tag or a term of its synonym entry.
        let muscles: [String]
        /// Why these muscles, for the people who maintain the list.
        let reason: String
    }

    /// The limbs.
    static let limbs: [Limb] = [
        Limb(
            word: "arm", muscles: ["biceps", "triceps", "forearms"],
            reason: "Arm day trains the biceps and triceps; grip work is the forearms tag."),
        Limb(
            word: "leg", muscles: ["quads", "hamstrings", "glutes", "calves", "adductors"],
            reason: """
                Leg day trains the thighs, glutes and calves. The catalog's own "legs" tag is left out: 89 \
                of its 93 exercises are rower posts (tagged rower), put there by the web directory's classifier.
                """),
    ]

    /// The muscle stems by the stem of their limb's word.
    private static let musclesByStem: [String: [String]] = Dictionary(
        uniqueKeysWithValues: limbs.map { limb in
            (PluralFolding.stem(limb.word), limb.muscles.map(PluralFolding.stem))
        })

    /// The muscle stems each limb word of `stems` means, by position, when every word at `counted` is a
    /// limb word or a muscle word (`isMuscleWord`: "legs and glutes"), at least one a limb word; empty
    /// otherwise ("single arm", "leg curl").
    static func requestedMuscles(
        stems: [String], counted: [Int], isMuscleWord: (String) -> Bool
    ) -> [Int: [String]] {
        guard counted.contains(where: { musclesByStem[stems[$0]] != nil }) else {
            return [:]
        }
        var muscles: [Int: [String]] = [:]
        for position in counted {
            if let limbMuscles = musclesByStem[stems[position]] {
                muscles[position] = limbMuscles
            } else if !isMuscleWord(stems[position]) {
                return [:]
            }
        }
        return muscles
    }

    /// True when `stem` names a muscle.
    ///
    /// A muscle word is the last word of a muscle tag (`muscleTagHeads`: "glute", the "back" of "lower
    /// back", the "thigh" of "inner thighs") or a one-word spelling of a synonym entry holding one
    /// ("calf", "delt", "butt"). A tag's modifiers ("lower", "inner") are not: "leg lowers" names a move.
    static func isMuscleWord(_ stem: String, muscleTagHeads: Set<String>) -> Bool {
        muscleTagHeads.contains(stem) || oneWordKin[stem]?.contains(where: muscleTagHeads.contains) == true
    }

    /// Each one-word spelling (term or alias) of the synonym table, as a stem, with the one-word
    /// spellings of its entries (read from ``SynonymRules``, which has folded them already).
    private static let oneWordKin: [String: Set<String>] = {
        var oneWordByGroup: [Int: [String]] = [:]
        for rule in SynonymRules.shared.rulesByFirstStem.values.joined() where rule.stems.count == 1 {
            oneWordByGroup[rule.group, default: []].append(rule.stems[0])
        }
        var kin: [String: Set<String>] = [:]
        for stems in oneWordByGroup.values {
            for stem in stems {
                kin[stem, default: []].formUnion(stems)
            }
        }
        return kin
    }()
}
