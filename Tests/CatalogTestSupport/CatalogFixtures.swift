/// Hand-written catalog JSON snippets shared by the tests.
public enum CatalogFixtures {
    /// A valid video object whose creator is Coach Rudy on Instagram.
    public static func videoJSON(
        id: String = "ig_A1", source: String = "instagram", description: String = "Demo"
    )
        -> String
    {
        """
        {"id": "\(id)", "url": "https://www.instagram.com/reel/\(id)/", "source": "\(source)",
         "thumbnail": "/thumbs/\(id).jpg", "description": "\(description)",
         "creator": {"id": "coachingotf", "display_name": "Coach Rudy", "handle": "coachingotf",
                     "profile_url": "https://www.instagram.com/coachingotf/"}}
        """
    }

    /// A valid exercise record with one video; `category` and `videos` can be replaced to break it.
    public static func exerciseJSON(
        id: String, name: String = "Goblet Squat", category: String = "\"lower_body\"",
        videos: String? = nil
    ) -> String {
        """
        {"id": "\(id)", "exercise_name": "\(name)", "category": \(category),
         "muscle_groups": ["quads", "glutes"], "equipment": ["dumbbell"], "movement_type": "compound",
         "coaching_cues": ["Chest up"], "videos": [\(videos ?? videoJSON(id: "ig_\(id)"))]}
        """
    }
}
