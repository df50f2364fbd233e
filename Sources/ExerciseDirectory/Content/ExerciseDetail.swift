public import ExerciseCatalog

/// Everything the detail screen shows for one exercise, already worded and checked.
public struct ExerciseDetail: Sendable, Hashable, Identifiable {
    /// The exercise's id.
    public var id: String
    /// The hero title (the exercise's name).
    public var title: String
    /// The category, for its badge.
    public var category: ExerciseCategory
    /// "Lower Body".
    public var categoryLabel: String
    /// "Compound".
    public var movementLabel: String
    /// "3 video demos · Coach Rudy".
    public var demoSummary: String
    /// Muscle group labels, such as ["Quads", "Glutes"].
    public var muscles: [String]
    /// The labels joined ("Quads, Glutes"), or nil when the catalog lists none.
    public var muscleSummary: String? { muscles.isEmpty ? nil : muscles.joined(separator: ", ") }
    /// "Dumbbell, Bench" or "Equipment not specified".
    public var equipment: String
    /// "Coach Rudy", "2 creators" or "Creator pending".
    public var creatorSummary: String
    /// The distinct creators, in first-seen order.
    public var creators: [CreatorRow]
    /// Coaching cues, possibly empty.
    public var cues: [String]
    /// The demo videos in catalog order.
    public var videos: [VideoCard]
    /// Up to five exercises that share the most muscle groups and equipment.
    public var similar: [ResultRow]
    /// The first thumbnail field, for the hero image ("" when none).
    public var heroThumbnail: String
    /// The exercise's page on the web directory, which the detail screen shares with ``title``:
    /// "https://o-tf-exercises.vercel.app/exercise/goblet-squat" (ids are slug-safe, so the address needs
    /// no escaping).
    public var webPageAddress: String { Disclaimer.webAppAddress + "/exercise/" + id }

    /// Describes `exercise` of `catalog`, with similar exercises chosen from the catalog.
    public init(exercise: Exercise, catalog: Catalog) {
        id = exercise.id
        title = exercise.name
        category = exercise.category
        categoryLabel = exercise.category.label
        movementLabel = exercise.movementType.label
        creatorSummary = Wording.creatorSummary(exercise.creators)
        demoSummary = Wording.videoDemoCount(exercise.videos.count) + " · " + creatorSummary
        muscles = exercise.muscleGroups.map(FacetLabel.label(for:))
        equipment = Wording.equipmentSummary(exercise.equipment)
        creators = exercise.creators.map { CreatorRow(creator: $0, catalog: catalog) }
        cues = exercise.coachingCues
        videos = exercise.videos.map { VideoCard(video: $0, catalog: catalog) }
        similar = SimilarExercises.find(for: exercise, in: catalog.exercises).map { ResultRow(exercise: $0) }
        heroThumbnail = exercise.videos.first { !$0.thumbnail.isEmpty }?.thumbnail ?? ""
    }
}
