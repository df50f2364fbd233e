public import ExerciseCatalog

/// Picks the exercises most like a given one, for the detail screen.
public enum SimilarExercises {
    /// How many are offered at most.
    public static let limit = 5

    /// Up to `limit` other exercises sharing the most muscle groups and equipment tags with `exercise`.
    ///
    /// The score is the number of shared muscle groups plus shared equipment tags; an exercise sharing
    /// nothing is never offered. Ties go to the same category first, then browse order.
    public static func find(for exercise: Exercise, in exercises: [Exercise], limit: Int = limit)
        -> [Exercise]
    {
        let muscles = Set(exercise.muscleGroups)
        let equipment = Set(exercise.equipment)
        let ranked = exercises.compactMap { candidate -> (strength: Int, candidate: Exercise)? in
            guard candidate.id != exercise.id else { return nil }
            let shared =
                muscles.intersection(candidate.muscleGroups).count
                + equipment.intersection(candidate.equipment).count
            guard shared > 0 else { return nil }
            return (shared * 2 + (candidate.category == exercise.category ? 1 : 0), candidate)
        }
        .sorted { $0.strength > $1.strength }
        guard ranked.count > limit else { return inBrowseOrderWithinTies(ranked) }
        let cutoff = ranked[limit - 1].strength
        return Array(inBrowseOrderWithinTies(Array(ranked.prefix { $0.strength >= cutoff })).prefix(limit))
    }

    /// Sorts by strength, then by browse order of the name, computing each browse key once.
    private static func inBrowseOrderWithinTies(_ ranked: [(strength: Int, candidate: Exercise)])
        -> [Exercise]
    {
        ranked.map {
            (strength: $0.strength, key: BrowseKey(title: $0.candidate.name), candidate: $0.candidate)
        }
        .sorted { ($0.strength, $1.key) > ($1.strength, $0.key) }
        .map(\.candidate)
    }
}
