import ExerciseDirectory
import Testing

/// What the iPhone app's Paste button, workout screen and partial-match line say and are found by.
@Suite struct PasteWorkoutWordingTests {
    @Test("the Paste button is labelled for VoiceOver, hinted and captioned, naming no command")
    func pasteButton() {
        #expect(AppWording.pasteWorkout == "Paste workout")
        #expect(AppWording.pasteWorkoutHint == "Looks up every move of the workout you copied.")
        #expect(AppWording.pasteWorkoutCaption == "Look up a copied workout")
        #expect(AppWording.noWorkout == "No Workout Pasted")
        #expect(AppWording.searchUnmatchedMoveHint == "Searches the directory for these words.")
        for text in [AppWording.pasteWorkout, AppWording.pasteWorkoutHint, AppWording.pasteWorkoutCaption] {
            #expect(!text.contains("otf") && !text.contains("`"), "\(text)")
        }
    }

    @Test("the UI tests find the Paste button, the summary, each line by its place and the notice")
    func identifiers() {
        #expect(AccessibilityID.pasteWorkoutButton == "pasteWorkoutButton")
        #expect(AccessibilityID.workoutSummary == "workoutSummary")
        #expect(AccessibilityID.partialMatchNotice == "partialMatchNotice")
        #expect(AccessibilityID.workoutRow(0) == "workoutRow-0")
        #expect(AccessibilityID.workoutRow(12) == "workoutRow-12")
    }
}
