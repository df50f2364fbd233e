import ExerciseCatalog

/// The two creators of the web catalog, as hand-written fixture values for every test target.
public enum FixtureCreators {
    /// Coach Rudy, the catalog's main creator, posting on Instagram and TikTok.
    public static let rudy = Creator(
        id: "coachingotf", displayName: "Coach Rudy", handle: "coachingotf",
        profileURL: "https://www.instagram.com/coachingotf/")

    /// Austin, whose display name differs from his handle.
    public static let austin = Creator(
        id: "trainingtall", displayName: "Austin Hendrickson (Trainingtall)", handle: "trainingtall",
        profileURL: "https://www.instagram.com/trainingtall/")
}
