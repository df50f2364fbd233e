internal import ExerciseCatalog

/// The notices every front end shows about what this directory is and where its data comes from.
public enum Disclaimer {
    /// The standing disclaimer shown on every front end.
    public static let text =
        "Unofficial fan directory — not affiliated with Orangetheory Fitness. "
        + "Videos belong to their creators."

    /// Whose the names and marks are, as the web directory's iPhone app says it.
    public static let trademarks = "Orangetheory, OTF, and related marks belong to their respective owners."

    /// The whole disclaimer, for screens with room for it (the iPhone app's About sheet).
    public static let fullText =
        text + " " + trademarks + " Videos are not copied: links open the original Instagram or TikTok post."

    /// The web directory itself, which the iPhone app's About sheet links.
    public static let webAppAddress = "https://o-tf-exercises.vercel.app"

    /// The public repository of the web directory this catalog comes from.
    public static let webDirectoryAddress = "https://github.com/vdoshi96/OTf-exercises"

    /// Shown whenever the catalog on screen is the built-in sample.
    public static let sampleBanner = "Sample catalog — links are placeholders, not real posts."

    /// The sample banner with how to get the real catalog, for the command line.
    public static let sampleNotice = sampleBanner + " Import the full catalog with `otf catalog import`."
}
