public import ExerciseCatalog

/// One exercise as a row or card of the directory list: everything a front end shows, already worded.
public struct ResultRow: Sendable, Hashable, Identifiable {
    /// How many muscle groups a row names before it stops.
    public static let shownMuscleCount = 3

    /// The exercise's id.
    public var id: String
    /// The title as the catalog gives it.
    public var name: String
    /// Parts of ``name`` to highlight, as `Character` offsets (whole words), in order.
    public var highlights: [Range<Int>]
    /// The category label, such as "Lower Body".
    public var categoryLabel: String
    /// The category itself, for badges that also differ by colour.
    public var category: ExerciseCategory
    /// The first few muscle groups, labelled and joined ("Quads, Glutes, Core"), or "" when none.
    public var muscles: String
    /// "Dumbbell, Bench" or "Equipment not specified".
    public var equipment: String
    /// "Coach Rudy", "2 creators" or "Creator pending".
    public var creators: String
    /// "1 demo", "3 demos".
    public var demoCount: String
    /// The first video's thumbnail field, for front ends that show one ("" when none).
    public var thumbnail: String
    /// A sentence naming the exercise, category, muscles, equipment, creator and demo count for VoiceOver.
    public var accessibilityLabel: String

    /// Words an exercise for a list, highlighting `highlights` of its name.
    public init(exercise: Exercise, highlights: [Range<Int>] = []) {
        id = exercise.id
        name = exercise.name
        self.highlights = highlights
        category = exercise.category
        categoryLabel = exercise.category.label
        muscles = exercise.muscleGroups.prefix(Self.shownMuscleCount).map(FacetLabel.label(for:))
            .joined(separator: ", ")
        equipment = Wording.equipmentSummary(exercise.equipment)
        creators = Wording.creatorSummary(exercise.creators)
        demoCount = Wording.demoCount(exercise.videos.count)
        thumbnail = exercise.videos.first { !$0.thumbnail.isEmpty }?.thumbnail ?? ""
        let muscleText = muscles.isEmpty ? "no muscle groups listed" : muscles
        accessibilityLabel =
            "\(exercise.name). \(categoryLabel). Muscles: \(muscleText). \(equipment). "
            + "By \(creators). \(demoCount)."
    }
}
