/// Words for a whole limb ("arms", "legs") and the muscle tags a request for the limb means.
///
/// In the catalog's names "arm" and "leg" say which side works ("Single Arm Row", "Single Leg
/// Deadlift"), and its `legs` tag is nearly all rower posts, so neither serves "arm day", "legs" or
/// "something for my legs". When the counted words of a query typed into a search field are limb words
/// and words of muscle tags ("arm day", "legs and glutes"), ``QueryPlan`` searches each limb word as its
/// muscles instead; with any other word ("single arm row", "leg curl", "arm circles") a limb word is an
/// ordinary word.
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
                Leg day trains the thighs, glutes and calves. The catalog's own "legs" tag is left out: 87 \
                of its 93 exercises are rower posts, tagged by the web directory's keyword classifier.
                """),
    ]

    /// The muscle stems by the stem of their limb's word.
    private static let musclesByStem: [String: [String]] = Dictionary(
        uniqueKeysWithValues: limbs.map { limb in
            (PluralFolding.stem(limb.word), limb.muscles.map(PluralFolding.stem))
        })

    /// The muscle stems each limb word of `stems` means, by position, when the words at `counted` are
    /// limb words and words of the catalog's muscle tags (`muscleTagStems`: "legs and glutes"), at least
    /// one a limb word; empty otherwise ("single arm", "leg curl").
    static func requestedMuscles(stems: [String], counted: [Int], muscleTagStems: Set<String>) -> [Int:
        [String]]
    {
        var muscles: [Int: [String]] = [:]
        for position in counted {
            if let limbMuscles = musclesByStem[stems[position]] {
                muscles[position] = limbMuscles
            } else if !muscleTagStems.contains(stems[position]) {
                return [:]
            }
        }
        return muscles
    }
}
