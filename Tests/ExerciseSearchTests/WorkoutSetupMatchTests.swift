import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// A setup or "alt" the line writes finds the exercise carrying it (Documentation/Workouts.md §2).
@Suite("Workout setup matches")
struct WorkoutSetupMatchTests {
    private typealias F = SearchFixtures

    private let reader = WorkoutReader(
        index: SearchIndex(exercises: [
            F.exercise("push-up", "Push Up"),
            F.exercise("bench-decline-push-ups", "Bench Decline Push-ups", equipment: ["bench"]),
            F.exercise("snatch", "Snatch", equipment: ["dumbbell"]),
            F.exercise(
                "alternating-single-arm-snatch", "Alternating Single Arm Snatch", equipment: ["dumbbell"]),
            F.exercise("goblet-squat", "Goblet Squat"),
            F.exercise("goblet-bench-tap-squat", "Goblet Bench Tap Squat", equipment: ["bench"]),
            F.exercise("split-squat", "Split Squat"),
            F.exercise(
                "low-bench-contralateral-split-squat", "Low Bench Contralateral Single Arm Split Squat",
                equipment: ["bench"]),
            F.exercise("superhero", "Superhero"),
            F.exercise("bosu-superhero", "BOSU Superhero", equipment: ["bosu"]),
        ]))

    private func match(_ line: String) -> String? {
        reader.read(line).first?.match?.id
    }

    @Test("a setup in brackets prefers the exercise with that setup over the plain move")
    func bracketedSetup() {
        // "Bench Decline Push-ups" leaves "bench" unmatched and Push Up nothing, but carries "decline".
        #expect(match("B3) (decline) push ups x10") == "bench-decline-push-ups")
        #expect(match("10 push ups") == "push-up")
    }

    @Test("alt prefers the alternating exercise, which leaves its side words unmatched")
    func alternating() {
        #expect(match("6) 8 alt snatch") == "alternating-single-arm-snatch")
        #expect(match("8 snatch") == "snatch")
    }

    @Test("kit joined by to or on is a setup")
    func joinedKit() {
        #expect(match("12 goblet squats to bench") == "goblet-bench-tap-squat")
        #expect(match("12 goblet squats") == "goblet-squat")
        #expect(match("- 6 supermen on the BOSU (hold 3s)") == "bosu-superhero")
    }

    @Test("a name carrying the setup but more than two more words the line lacks is not preferred")
    func slack() {
        // The low bench split squat carries "bench" but leaves low, contralateral, single and arm.
        #expect(match("8/8 split squat (bench)") == "split-squat")
        let written = "8/8 low bench contralateral single arm split squat"
        #expect(match(written) == "low-bench-contralateral-split-squat")
    }
}
