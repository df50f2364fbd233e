extension GymNames {
    /// Lunges and step-ups.
    static let lunges: [SynonymEntry] = [
        SynonymEntry(
            terms: ["swing lunge"], aliases: ["pendulum lunge"],
            reason:
                "A pendulum lunge swings the same leg from a forward to a reverse lunge without stopping: "
                + "the catalog's Swing Lunge.",
            reaches: ["dumbbell-swing-lunge", "goblet-alternating-swing-lunge", "swing-lunge-with-rotation"]),
        SynonymEntry(
            terms: ["lunge jump", "jump lunge"], aliases: ["switch lunge", "scissor lunge", "jumping lunge"],
            reason:
                "Switch (scissor, jumping) lunges jump from one lunge to the other: the catalog's Lunge Jump, "
                + "also written Jump Lunge.",
            reaches: [
                "alternating-lunge-jump-with-hop", "strap-alternating-lunge-jump",
                "strap-alternating-jump-lunge",
            ]),
        SynonymEntry(
            terms: ["step down reverse lunge"], aliases: ["deficit reverse lunge", "deficit lunge"],
            reason:
                "Stepping back and down off a low bench lunges from a deficit: the catalog's Step Down "
                + "Reverse Lunge (#deficitreverselunge).",
            reaches: [
                "low-bench-single-arm-step-down-reverse-lunge",
                "low-bench-alternating-step-down-reverse-lunge-to-hammer-curl",
            ]),
        SynonymEntry(
            terms: ["step up"], aliases: ["box step up", "box step"],
            reason: "The gym's box step-up is the catalog's Step Up, done on the bench.",
            reaches: ["step-up", "full-step-up"]),
        SynonymEntry(
            terms: ["lunge with torso rotation", "lunge to torso rotation", "lunge with rotation"],
            aliases: ["lunge twist", "lunge with twist", "lunge with a twist", "twisting lunge"],
            reason:
                "A lunge with a twist turns the torso over the front leg: the catalog's Lunge with (Torso) Rotation.",
            reaches: [
                "low-band-reverse-lunge-with-torso-rotation", "alternating-reverse-lunge-to-torso-rotation",
                "swing-lunge-with-rotation",
            ]),
    ]
}
