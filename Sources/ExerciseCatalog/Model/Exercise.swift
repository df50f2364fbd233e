/// One grouped exercise of the web catalog with its demo videos.
public struct Exercise: Codable, Sendable, Hashable, Identifiable {
    /// The slug that names the exercise in links, such as "goblet-squat".
    public var id: String
    /// The title as the catalog gives it.
    public var name: String
    /// The broad body area.
    public var category: ExerciseCategory
    /// Lower-case muscle group names, such as "glutes".
    public var muscleGroups: [String]
    /// Equipment tags as spelt in the catalog, such as "TRX straps"; empty when not specified.
    public var equipment: [String]
    /// How the exercise moves the body.
    public var movementType: MovementType
    /// Short coaching cues; often empty.
    public var coachingCues: [String]
    /// Demo videos, in catalog order.
    public var videos: [Video]

    /// Creates an exercise from its catalog fields.
    public init(
        id: String, name: String, category: ExerciseCategory, muscleGroups: [String], equipment: [String],
        movementType: MovementType, coachingCues: [String], videos: [Video]
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.muscleGroups = muscleGroups
        self.equipment = equipment
        self.movementType = movementType
        self.coachingCues = coachingCues
        self.videos = videos
    }

    enum CodingKeys: String, CodingKey {
        case id
        case name = "exercise_name"
        case category
        case muscleGroups = "muscle_groups"
        case equipment
        case movementType = "movement_type"
        case coachingCues = "coaching_cues"
        case videos
    }
}
