extension GymNames {
    /// Jumps and footwork drills.
    static let jumps: [SynonymEntry] = [
        SynonymEntry(
            terms: ["broad jump"], aliases: ["long jump", "standing long jump"],
            reason: "The standing long jump is the broad jump: the catalog's Broad Jump to Shuffle.",
            reaches: ["broad-jump-to-shuffle"]),
        SynonymEntry(
            terms: ["double under"], aliases: ["jump rope", "skipping rope"],
            reason: "Double unders are jump-rope work (#jumprope); the catalog has no other rope move.",
            reaches: ["double-unders"]),
        SynonymEntry(
            terms: ["fast feet"], aliases: ["quick feet", "pitter patter"],
            reason: "Quick feet (pitter-patter) is the fast stepping in place the catalog calls Fast Feet.",
            reaches: ["fast-feet"]),
        SynonymEntry(
            terms: ["plank jack"], aliases: ["plank jumping jack"],
            reason: "A plank jack jumps the feet out and in like a jumping jack, in a plank: Plank Jack.",
            reaches: ["high-plank-jack", "low-plank-jack"]),
        SynonymEntry(
            terms: ["squat jack"], aliases: ["squat jumping jack"],
            reason: "A squat jack jumps the feet out to a squat and back like a jumping jack: Squat Jack.",
            reaches: ["squat-hold-squat-jack", "low-bench-squat-jacks"]),
        SynonymEntry(
            terms: ["butt kick"], aliases: ["heel flick", "heel kick", "butt kicker"],
            reason:
                "Heel flicks (heel kicks) run in place kicking the heels to the glutes: the catalog's Butt Kicks.",
            reaches: ["butt-kicks"]),
    ]
}
