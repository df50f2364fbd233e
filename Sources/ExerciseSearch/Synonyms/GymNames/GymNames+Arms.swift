extension GymNames {
    /// Arm moves: triceps extensions and curls.
    static let arms: [SynonymEntry] = [
        SynonymEntry(
            terms: ["overhead triceps extension"], aliases: ["french press", "overhead tricep press"],
            reason:
                "The French press extends the elbows with the weight held overhead: the catalog's Overhead "
                + "Triceps Extension.",
            reaches: [
                "balance-overhead-triceps-extension", "option-for-a-two-dumbbell-overhead-triceps-extension",
            ]),
        SynonymEntry(
            terms: ["reverse biceps curl"], aliases: ["overhand curl", "pronated curl", "reverse grip curl"],
            reason: "Curling with the palms down (overhand, pronated) is the catalog's Reverse Biceps Curl.",
            reaches: ["reverse-biceps-curl", "elbow-position-in-a-reverse-biceps-curl"]),
        SynonymEntry(
            terms: ["strap triceps extension"], aliases: ["trx skull crusher", "trx skullcrusher"],
            reason:
                "Leaning into the straps and bending the elbows toward the forehead is the TRX skull crusher: "
                + "the catalog's Strap Triceps Extensions.",
            reaches: ["strap-triceps-extensions", "strap-triceps-extensions-shoulder-angle"]),
        SynonymEntry(
            terms: ["wide biceps curl"], aliases: ["wide grip curl", "wide grip biceps curl"],
            reason: "A curl with the hands wider than the shoulders is the wide-grip curl: Wide Biceps Curl.",
            reaches: ["wide-biceps-curl"]),
    ]
}
