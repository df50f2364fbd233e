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
    ]
}
