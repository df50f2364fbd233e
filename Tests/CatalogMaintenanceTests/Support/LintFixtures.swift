import ExerciseCatalog

@testable import CatalogMaintenance

/// Hand-made exercises, videos and catalogs for the lint rule tests.
enum LintFixtures {
    /// Coach Rudy's Instagram profile, the catalog's usual creator link.
    static let instagramProfile = "https://www.instagram.com/coachingotf/"

    /// A video; its link is the platform's usual post address for `id` unless `url` is given.
    static func video(
        _ id: String, source: Platform = .instagram, url: String? = nil, thumbnail: String = "",
        description: String = "Demo", creatorID: String = "coachingotf", creatorName: String = "Coach Rudy",
        profileURL: String = instagramProfile
    ) -> Video {
        let link =
            url
            ?? (source == .instagram
                ? "https://www.instagram.com/reel/\(id)/" : "https://www.tiktok.com/@coachingotf/video/\(id)")
        return Video(
            id: id, url: link, source: source, thumbnail: thumbnail, description: description,
            creator: Creator(
                id: creatorID, displayName: creatorName, handle: creatorID, profileURL: profileURL))
    }

    /// An exercise with the given fields; the id defaults to a plain slug-like "x".
    static func exercise(
        _ id: String = "x", name: String, category: ExerciseCategory = .core,
        muscleGroups: [String] = ["core"], equipment: [String] = [], videos: [Video] = []
    ) -> Exercise {
        Exercise(
            id: id, name: name, category: category, muscleGroups: muscleGroups, equipment: equipment,
            movementType: .compound, coachingCues: [], videos: videos)
    }

    /// A catalog read from "/catalog" holding `exercises`.
    static func catalog(
        _ exercises: [Exercise], problems: [CatalogProblem] = [], thumbnailsDirectory: String? = nil
    ) -> Catalog {
        Catalog(
            exercises: exercises, problems: problems, origin: .directory(path: "/catalog"),
            thumbnailsDirectory: thumbnailsDirectory, isSample: false)
    }

    /// The messages `rule` gives for `exercises`.
    static func messages(_ rule: some LintRule, _ exercises: [Exercise]) -> [String] {
        rule.findings(in: catalog(exercises)).map(\.message)
    }
}
