extension GymNames {
    /// Squats: the plain squat, squats to a bench, single-leg and split squats, squat jumps.
    static let squats: [SynonymEntry] = [
        SynonymEntry(
            terms: ["squat"], aliases: ["air squat"],
            reason: "An air squat is a squat with no weight: the catalog's plain Squat (tagged bodyweight).",
            reaches: ["squat", "speed-squats"]),
        SynonymEntry(
            terms: ["bench tap squat"], aliases: ["box squat", "squat to box", "touch squat"],
            reason:
                "A box squat sits back until the hips touch a box; the studio's box is the bench: Bench Tap Squat.",
            reaches: ["bench-tap-squat", "goblet-bench-tap-squat"]),
        SynonymEntry(
            terms: ["sit to stand"], aliases: ["chair squat", "box squat"],
            reason:
                "Sitting down on a bench and standing up is the chair (box) squat, the squat's regression: "
                + "the catalog's Sit to Stand.",
            reaches: ["goblet-sit-to-stand", "bench-single-leg-sit-to-stand"]),
        SynonymEntry(
            terms: ["sit slow to stand"], aliases: ["chair squat", "box squat"],
            reason:
                "The catalog tags Bench Goblet Sit (Slow) to Stand #boxsquat; its own entry, so that typing its "
                + "title still puts it first.",
            reaches: ["bench-goblet-sit-slow-to-stand"]),
        SynonymEntry(
            terms: ["single leg squat"], aliases: ["pistol squat", "pistol", "assisted pistol"],
            reason:
                "A pistol is a single leg squat; the catalog's is the strap-assisted one (\"the single leg "
                + "squat aka the pistol position\", #pistolsquat).",
            reaches: ["strap-single-leg-squat", "the-trx-single-leg-squat-is-so-tough-and-most-mess-it-up"]),
        SynonymEntry(
            terms: ["split squat"], aliases: ["static lunge", "stationary lunge", "split lunge"],
            reason: "A split squat is a lunge with the feet kept in place: a static or stationary lunge.",
            reaches: ["split-squat", "single-arm-split-squat"]),
        SynonymEntry(
            terms: ["elbows wide"], aliases: ["prisoner squat jump", "prisoner jump"],
            reason:
                "A prisoner squat jump keeps the hands behind the head and the elbows wide: the catalog's "
                + "Squat Jump with Elbows Wide (#prisonersquatjump).",
            reaches: [
                "squat-jump-with-elbows-wide",
                "squat-jump-with-elbows-wide-its-always-important-that-we-have-a-why",
            ]),
        SynonymEntry(
            terms: ["bench sit to squat jump"],
            aliases: ["seated squat jump", "seated box jump", "seated jump"],
            reason:
                "Jumping up from a seat is a seated (box) squat jump: Bench Sit to Squat Jump (#seatedsquatjump).",
            reaches: ["bench-sit-to-squat-jump"]),
    ]
}
