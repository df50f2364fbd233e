extension GymNames {
    /// Hinges and bridges: hip thrusts, feet-elevated and marching bridges.
    static let hinges: [SynonymEntry] = [
        SynonymEntry(
            terms: ["bench bridge shoulders on"],
            aliases: ["hip thrust", "hip thruster", "shoulders elevated bridge"],
            reason:
                "A hip thrust is a bridge with the shoulders on a bench: the catalog's \"Bench Bridge aka Hip "
                + "Thrust\" and its Bench Bridge (Shoulders On).",
            reaches: ["bench-bridge-shoulders-on", "bench-bridge-shoulders-on-explosive"]),
        SynonymEntry(
            terms: ["hip bridge shoulders on", "hip bridge with shoulders on"],
            aliases: [
                "hip thrust", "hip thruster", "shoulders elevated bridge", "glute bridge shoulders on",
                "glute bridge with shoulders on",
            ],
            reason:
                "With the shoulders on a BOSU or bench a hip bridge is a hip thrust too, and gyms call the "
                + "hip bridge a glute bridge: the catalog's Hip Bridge (Shoulders On), its own entry so that "
                + "its title still finds it first.",
            reaches: ["bosu-hip-bridge-shoulders-on", "mid-band-hip-bridge-with-shoulders-on"]),
        SynonymEntry(
            terms: ["low bench bridge feet on"],
            aliases: ["feet elevated bridge", "feet elevated glute bridge", "elevated glute bridge"],
            reason:
                "A feet-elevated glute bridge puts the feet on a bench: the catalog's Low Bench Bridge (Feet On).",
            reaches: ["low-bench-bridge-feet-on"]),
        SynonymEntry(
            terms: ["bosu bridge feet on"],
            aliases: ["feet elevated bridge", "feet elevated glute bridge", "elevated glute bridge"],
            reason: "The same bridge with the feet on a BOSU: the catalog's BOSU Bridge (Feet On).",
            reaches: ["bosu-bridge-feet-on-primer-range-of-motion-vs-load"]),
        SynonymEntry(
            terms: ["bridge hold march"],
            aliases: ["marching bridge", "marching glute bridge", "bridge march"],
            reason:
                "A marching bridge lifts one foot at a time from a bridge hold: the catalog's Bridge Hold March.",
            reaches: ["bridge-hold-march"]),
        SynonymEntry(
            terms: ["single arm deadlift"], aliases: ["suitcase deadlift", "offset deadlift"],
            reason:
                "A deadlift with one weight at one side resists the lean: the suitcase (offset) deadlift, the "
                + "catalog's Single Arm Deadlift (#asymmetry #antirotation).",
            reaches: ["single-arm-deadlift"]),
    ]
}
