extension GymNames {
    /// Core moves: crunches, chops and seated twists.
    static let core: [SynonymEntry] = [
        SynonymEntry(
            terms: ["side crunch"], aliases: ["oblique crunch"],
            reason:
                "Bending sideways to shorten the obliques is the oblique crunch: the catalog's Side Crunch (#sidecrunch #obliques).",
            reaches: ["side-crunch"]),
        SynonymEntry(
            terms: ["high to low chop"],
            aliases: ["woodchop", "wood chop", "woodchopper", "high to low woodchop"],
            reason:
                "A woodchop swings the weight from high over one shoulder down across the body: the catalog's "
                + "High to Low Chop (#woodchopper).",
            reaches: ["standing-high-to-low-chop", "dumbbell-standing-high-to-low-chop"]),
        SynonymEntry(
            terms: ["seated torso rotation"], aliases: ["seated twist", "seated russian twist"],
            reason:
                "The seated twist is the catalog's Seated Torso Rotation, the Russian twist it names elsewhere.",
            reaches: ["floor-seated-torso-rotation", "bench-seated-torso-rotation"]),
        SynonymEntry(
            terms: ["standing alternating cross body knee drive"],
            aliases: ["standing bicycle crunch", "standing cross body crunch", "standing knee to elbow"],
            reason:
                "Driving one knee across to the opposite elbow while standing is the standing bicycle "
                + "(cross-body) crunch: the catalog's Standing Alternating Cross Body Knee Drive.",
            reaches: ["standing-alternating-cross-body-knee-drive"]),
        SynonymEntry(
            terms: ["heel floor tap"], aliases: ["heel touch", "alternating heel touch", "heel reach"],
            reason:
                "Reaching side to side to touch the heels from a crunch is the heel touch: the catalog's Crunch "
                + "Hold with Alternating Heel Floor Tap.",
            reaches: ["crunch-hold-with-alternating-heel-floor-tap"]),
    ]
}
