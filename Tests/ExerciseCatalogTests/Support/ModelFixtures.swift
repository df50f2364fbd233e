import ExerciseCatalog

/// Hand-made model values shared by the tests.
enum ModelFixtures {
    /// Coach Rudy, the catalog's main creator.
    static let rudy = Creator(
        id: "coachingotf", displayName: "Coach Rudy", handle: "coachingotf",
        profileURL: "https://www.instagram.com/coachingotf/")

    /// A second creator.
    static let austin = Creator(
        id: "trainingtall", displayName: "Austin Hendrickson (Trainingtall)", handle: "trainingtall",
        profileURL: "https://www.instagram.com/trainingtall/")

    /// A video with the given id, platform, thumbnail field and creator.
    static func video(
        _ id: String, source: Platform = .instagram, thumbnail: String = "", creator: Creator = rudy
    ) -> Video {
        Video(
            id: id, url: "https://www.instagram.com/reel/\(id)/", source: source, thumbnail: thumbnail,
            description: "Demo", creator: creator)
    }

    /// An exercise with the given id, title and videos.
    static func exercise(id: String, name: String, videos: [Video] = []) -> Exercise {
        Exercise(
            id: id, name: name, category: .core, muscleGroups: ["core"], equipment: [],
            movementType: .compound,
            coachingCues: [], videos: videos)
    }
}
