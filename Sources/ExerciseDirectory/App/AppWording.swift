/// What only the iPhone app says: a phone user has no terminal, so nothing here names a command.
public enum AppWording {
    /// The About sheet's description of the sample.
    public static let sampleCatalogDescription =
        "Sample catalog: made-up exercises with placeholder links. This build of the app was made without "
        + "the full catalog."

    /// What the About sheet says the app carries with the full catalog, and whose it is.
    public static let bundledCatalog =
        "The app carries the OTF Exercise Directory's catalog (exercise names, coaching cues, creators' "
        + "names and handles, captions and links), compiled by that project, and a thumbnail image of each "
        + "demo, a still from the creator's post that belongs to the creator. The videos are not in the app."

    /// What the About sheet says the app carries when it was built with the sample.
    public static let bundledSample =
        "This build carries only a sample written for this project: no creator's text, thumbnails or videos."

    /// The About sheet's summary of the privacy policy.
    public static let privacySummary =
        "The app collects nothing: no account, no analytics, no tracking, and it makes no network request "
        + "of its own. Links open in Safari or the post's own app."

    /// The empty state's button that removes every filter.
    public static let clearFilters = "Clear filters"

    /// The Paste button's VoiceOver label (the button itself shows the system's "Paste").
    public static let pasteWorkout = "Paste workout"

    /// What VoiceOver adds after the Paste button's label.
    public static let pasteWorkoutHint = "Looks up every move of the workout you copied."

    /// The caption beside the Paste button, which says what pasting does.
    public static let pasteWorkoutCaption = "Look up a copied workout"

    /// What VoiceOver adds after a workout move without a match, which searches its words when tapped.
    public static let searchUnmatchedMoveHint = "Searches the directory for these words."

    /// The workout screen's title when there is no workout to list.
    public static let noWorkout = "No Workout Pasted"
}
