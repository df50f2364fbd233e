/// What only the iPhone app says: a phone user has no terminal, so nothing here names a command.
public enum AppWording {
    /// The About sheet's description of the sample.
    public static let sampleCatalogDescription =
        "Sample catalog: made-up exercises with placeholder links. This build of the app was made without "
        + "the full catalog."

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
