extension GymNames {
    /// Rower and treadmill benchmarks and terms.
    static let machines: [SynonymEntry] = [
        SynonymEntry(
            terms: ["2000m row", "2000 meter row", "2000m"], aliases: ["2k row", "2k", "2 k row", "2km row"],
            reason: "Rowers call the 2000 m row benchmark the 2k (#2krow).",
            reaches: [
                "coaching-a-2000m-row", "2000m-row-strategy-for-your-next-pr",
                "advanced-2000-meter-row-strategy",
            ]),
        SynonymEntry(
            terms: ["1000m row", "1000 meter row"], aliases: ["1k row", "1 k row", "1km row"],
            reason: "The 1000 m row benchmark is the 1k.",
            reaches: ["the-first-1000m-row-benchmark", "pacing-strategy-1000m-row"]),
        SynonymEntry(
            terms: ["strokes per minute"], aliases: ["spm", "stroke rate"],
            reason: "SPM abbreviates strokes per minute, the rower's stroke rate.",
            reaches: ["counting-strokes-to-better-understand-strokes-per-minute"]),
        SynonymEntry(
            terms: ["quarter mile"], aliases: ["400m run", "400 meter run", "400m", "400 m"],
            reason: "A quarter mile is about 400 m: the catalog's Quarter Mile Benchmark and track.",
            reaches: ["the-new-quarter-mile-benchmark", "visual-quarter-mile-track"]),
        SynonymEntry(
            terms: ["12 minute run"], aliases: ["cooper run", "12 min run", "12min run"],
            reason: "The 12-minute run for distance is the Cooper test (the catalog says so).",
            reaches: [
                "12-minute-run-for-distance-aka-the-cooper-test", "12-minute-run-for-distance-benchmark",
            ]),
        SynonymEntry(
            terms: ["treadmill incline"], aliases: ["hill", "hill climb", "hill walk", "hill run"],
            reason: "Hills on the treadmill are its inclines: Treadmill Inclines.",
            reaches: [
                "treadmill-inclines", "treadmill-inclines-are-not-hard-once-youve-got-the-technique-down",
            ]),
    ]
}
