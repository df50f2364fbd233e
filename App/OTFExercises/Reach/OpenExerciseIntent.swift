import AppIntents
import ExerciseDirectory

/// "Open Exercise": opens the app on an exercise's detail through its deep link
/// (``DirectoryModel/openLink(forExercise:)``).
struct OpenExerciseIntent: AppIntent {
    static var title: LocalizedStringResource { "Open Exercise" }
    static var description: IntentDescription? {
        IntentDescription("Opens an exercise's demo videos and coaching cues in OTF Exercises.")
    }
    static var openAppWhenRun: Bool { true }

    @Parameter(title: "Exercise", requestValueDialog: "Which exercise?")
    var exercise: ExerciseEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$exercise)")
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        AppDirectory.model.openLink(forExercise: exercise.id)
        return .result()
    }
}

/// The phrases Siri and Spotlight offer without any set-up.
struct OTFShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenExerciseIntent(),
            phrases: [
                "Find an exercise in \(.applicationName)",
                "Look up an exercise in \(.applicationName)",
                "Open \(\.$exercise) in \(.applicationName)",
                "Show \(\.$exercise) in \(.applicationName)",
            ],
            shortTitle: "Find an Exercise",
            systemImageName: "figure.strengthtraining.traditional")
    }
}
