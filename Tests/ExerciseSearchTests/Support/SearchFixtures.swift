import CatalogTestSupport
import ExerciseCatalog
import ExerciseSearch

/// Small hand-written exercises for search tests.
enum SearchFixtures {
    /// Coach Rudy (shared fixture).
    static let rudy = FixtureCreators.rudy
    /// Austin (shared fixture).
    static let austin = FixtureCreators.austin

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
