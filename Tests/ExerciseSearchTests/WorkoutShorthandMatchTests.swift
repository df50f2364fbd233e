import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// Coach shorthand in a workout line counts as the words it stands for (Documentation/Workouts.md §2a).
@Suite("Workout shorthand matches")
struct WorkoutShorthandMatchTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("row", "Row", equipment: ["dumbbell"]),
        F.exercise("high-row", "High Row", equipment: ["dumbbell"]),
        F.exercise("low-row", "Low Row", equipment: ["dumbbell"]),
        F.exercise("single-arm-row", "Single Arm Row", equipment: ["dumbbell"]),
        F.exercise("lunge", "Lunge", equipment: ["bodyweight"]),
        F.exercise("reverse-lunge", "Reverse Lunge", equipment: ["bodyweight"]),
        F.exercise("forward-lunge", "Forward Lunge", equipment: ["bodyweight"]),
        F.exercise("bear-plank-kick-through", "Bear Plank Kick Through", equipment: ["bodyweight"]),
        F.exercise("oh-triceps-extension", "Overhead Triceps Extension", equipment: ["dumbbell"]),
        F.exercise("burpee", "Burpee", equipment: ["bodyweight"]),
        F.exercise("dumbbell-burpee", "Dumbbell Burpee", equipment: ["dumbbell"]),
        F.exercise("bosu-full-burpee", "BOSU Full Burpee", equipment: ["bosu"]),
        F.exercise("sit-up", "Sit Up", equipment: ["bodyweight"]),
        F.exercise("weighted-sit-up", "Weighted Sit Up", equipment: ["dumbbell"]),
        F.exercise("knee-drive", "High Plank Alternating Knee Drive", equipment: ["bodyweight"]),
    ]

    private let reader = WorkoutReader(index: SearchIndex(exercises: Self.catalog))

    private func match(_ line: String) -> String? {
        reader.read(line).first?.match?.id
    }

    @Test("ext, tri and oh stand for extension, triceps and overhead")
    func extensionWords() {
        #expect(match("10 OH tri ext") == "oh-triceps-extension")
        #expect(match("10 overhead tricep ext") == "oh-triceps-extension")
    }

    @Test("rev stands for reverse; without it the line is the plain lunge")
    func reverse() {
        #expect(match("A2. 10 rev lunges e/s") == "reverse-lunge")
        #expect(match("A2. 10 lunges e/s") == "lunge")
    }

    @Test("fwd stands for forward, thru and thrus for through")
    func forwardAndThrough() {
        #expect(match("- 8/8 fwd lunge") == "forward-lunge")
        #expect(match(":40 bear plank kick thrus") == "bear-plank-kick-through")
        #expect(match(":40 bear plank kick thru") == "bear-plank-kick-through")
    }

    @Test("sa stands for single arm, hi and lo for high and low")
    func sidesAndHeights() {
        #expect(match("8 SA DB row each arm") == "single-arm-row")
        #expect(match("10 hi row") == "high-row")
        #expect(match("10 lo row") == "low-row")
        #expect(match("10 DB row") == "row")
    }

    @Test("mtn climbers, as coaches write mountain climbers, are the catalog's alternating knee drive")
    func mountainClimbers() {
        #expect(match("20 mtn climbers") == "knee-drive")
        #expect(match("20 mountain climbers") == "knee-drive")
    }

    @Test("a move with the equipment or variation the catalog has as its own exercise is that exercise")
    func variation() {
        #expect(match("10 DB burpees") == "dumbbell-burpee")
        #expect(match("10 dumbbell burpees") == "dumbbell-burpee")
        #expect(match("10 burpees") == "burpee")
        // "burpee with push up" is an everyday name of the full burpee.
        #expect(match("- 10 BOSU burpees w/ push up") == "bosu-full-burpee")
        #expect(match("12 weighted sit ups") == "weighted-sit-up")
        #expect(match("12 sit ups") == "sit-up")
    }
}
