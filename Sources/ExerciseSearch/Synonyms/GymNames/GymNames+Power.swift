extension GymNames {
    /// Power moves: cleans and high pulls.
    static let power: [SynonymEntry] = [
        SynonymEntry(
            terms: ["hang power clean"], aliases: ["hpc"],
            reason: "HPC abbreviates the hang power clean, as coaches write it on the board.",
            reaches: ["cleans-hang-power-cleans-faults", "safety-in-hang-power-cleans"]),
        SynonymEntry(
            terms: ["sumo squat to upright row"],
            aliases: ["sumo deadlift high pull", "sdhp", "sumo high pull"],
            reason:
                "The sumo deadlift high pull drives from a wide stance into an upright row: the catalog's Sumo "
                + "Squat to Upright Row with Power.",
            reaches: ["sumo-squat-to-upright-row-with-power"]),
    ]
}
