extension GymNames {
    /// Planks: forearm and straight-arm planks, taps, twists and the strap knee tuck.
    static let planks: [SynonymEntry] = [
        SynonymEntry(
            terms: ["low plank"], aliases: ["forearm plank", "elbow plank"],
            reason: "A plank on the forearms is the catalog's Low Plank.",
            reaches: ["scapulae-in-the-low-plank", "low-plank-jack"]),
        SynonymEntry(
            terms: ["high plank"], aliases: ["straight arm plank", "push up plank"],
            reason: "A plank on straight arms, the top of a push-up, is the catalog's High Plank.",
            reaches: ["high-plank-jack", "high-plank-knee-tucks"]),
        SynonymEntry(
            terms: ["high plank alternating hip tap"], aliases: ["shoulder tap", "plank shoulder tap"],
            reason:
                "The catalog's High Plank Alternating Hip Tap holds the shoulder-tap posts too (\"High Plank "
                + "Alternating Shoulder Tap\", #shouldertaps).",
            reaches: ["high-plank-alternating-hip-tap"]),
        SynonymEntry(
            terms: ["low plank hip rock"], aliases: ["plank hip dip", "plank hip twist", "plank twist"],
            reason:
                "Rocking the hips side to side in a forearm plank is the plank hip dip (twist): the catalog's "
                + "Low Plank Hip Rocks (#trunkstwist).",
            reaches: ["low-plank-hip-rocks"]),
        SynonymEntry(
            terms: ["low side plank rotation"], aliases: ["side plank twist", "side plank reach through"],
            reason:
                "Turning from a side plank to reach under the body is the side plank twist: the catalog's Low "
                + "Side Plank Rotation (#sideplanktwist).",
            reaches: [
                "low-side-plank-rotation",
                "low-side-plank-rotation-great-core-movement-combining-rotation-and-anti-rotation",
            ]),
        SynonymEntry(
            terms: ["high plank to push back"], aliases: ["plank blast off", "blast off push up"],
            reason:
                "Rocking back from a high plank is the plank blast-off: High Plank to Push-Back (#plankblastoff).",
            reaches: ["high-plank-to-push-back"]),
        SynonymEntry(
            terms: ["strap high plank in out", "high plank knee tucks on the straps"],
            aliases: ["trx crunch", "suspended crunch", "trx knee tuck", "suspended knee tuck"],
            reason:
                "Pulling the knees in with the feet in the straps is the TRX crunch (suspended knee tuck): the "
                + "catalog's Strap High Plank In/Out and High Plank Knee Tucks on the Straps.",
            reaches: ["strap-high-plank-inout", "high-plank-knee-tucks-on-the-straps"]),
    ]
}
