import ExerciseCatalog
import ExerciseSearch

/// Small hand-written exercises for search tests.
enum SearchFixtures {
    /// Coach Rudy, posting on Instagram and TikTok.
    static let rudy = Creator(
        id: "coachingotf", displayName: "Coach Rudy", handle: "coachingotf",
        profileURL: "https://www.instagram.com/coachingotf/")
    /// Austin, whose display name differs from his handle.
    static let austin = Creator(
        id: "trainingtall", displayName: "Austin Hendrickson (Trainingtall)", handle: "trainingtall",
        profileURL: "https://www.instagram.com/trainingtall/")

    /// An exercise whose id is `id` and whose other fields default to neutral values.
    static func exercise(
        _ id: String, _ name: String, category: ExerciseCategory = .fullBody, muscles: [String] = [],
        equipment: [String] = [], movement: MovementType = .compound, cues: [String] = [],
        videos: [(Platform, Creator)] = [(.instagram, rudy)]
    ) -> Exercise {
        Exercise(
            id: id, name: name, category: category, muscleGroups: muscles, equipment: equipment,
            movementType: movement, coachingCues: cues,
            videos: videos.enumerated().map { offset, video in
                Video(
                    id: "\(id)-\(offset)", url: "https://www.instagram.com/reel/\(id)\(offset)/",
                    source: video.0,
                    thumbnail: "", description: name, creator: video.1)
            })
    }

    /// The ids of the results of `query` over `exercises`.
    static func ids(_ query: String, in exercises: [Exercise], filters: SearchFilters = .none) -> [String] {
        SearchIndex(exercises: exercises).search(query, filters: filters).results.map(\.exercise.id)
    }
}
