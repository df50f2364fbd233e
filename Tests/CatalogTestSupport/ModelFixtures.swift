import ExerciseCatalog

/// Hand-made model values shared by the tests.
public enum ModelFixtures {
    /// Coach Rudy (shared fixture).
    public static let rudy = FixtureCreators.rudy
    /// Austin (shared fixture).
    public static let austin = FixtureCreators.austin

    /// A video with the given id, platform, thumbnail field and creator.
    public static func video(
        _ id: String, source: Platform = .instagram, thumbnail: String = "", creator: Creator = rudy
    ) -> Video {
        Video(
            id: id, url: "https://www.instagram.com/reel/\(id)/", source: source, thumbnail: thumbnail,
            description: "Demo", creator: creator)
    }

    /// An exercise with the given id, title and videos.
    public static func exercise(id: String, name: String, videos: [Video] = []) -> Exercise {
        Exercise(
            id: id, name: name, category: .core, muscleGroups: ["core"], equipment: [],
            movementType: .compound,
            coachingCues: [], videos: videos)
    }
}
