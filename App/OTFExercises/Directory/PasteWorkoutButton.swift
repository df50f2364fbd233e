import ExerciseDirectory
import SwiftUI

/// The system Paste button for a copied workout: iOS shows no paste prompt because the person tapped the
/// button; a workout's lines open the workout screen, and a single line is searched for instead.
struct PasteWorkoutButton: View {
    let model: DirectoryModel

    var body: some View {
        // `@Sendable`, so the closure is not taken to be main-actor code: SwiftUI may call it off the main
        // thread once the pasteboard's items are loaded, and it hops to the main actor itself.
        PasteButton(payloadType: String.self) { @Sendable [model] strings in
            let text = strings.joined(separator: "\n")
            Task { @MainActor in
                model.paste(text)
            }
        }
        // The button draws its own white label: a fill it meets 4.5:1 on in both modes.
        .tint(Color(ProminentButtonColors.pasteButtonFill))
        .accessibilityLabel(AppWording.pasteWorkout)
        .accessibilityHint(AppWording.pasteWorkoutHint)
        .accessibilityIdentifier(AccessibilityID.pasteWorkoutButton)
    }
}
