import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// Which part of a catalog name is the move a workout line names (Documentation/Workouts.md §2).
@Suite("Workout move names")
struct WorkoutMoveNameTests {
    private typealias F = SearchFixtures

    private let reader = WorkoutReader(
        index: SearchIndex(exercises: [
            F.exercise("clean-to-thruster", "Clean to Thruster (aka Hang Clean Thruster)"),
            F.exercise("neutral-grip-thrusters", "Neutral Grip Thrusters"),
            F.exercise("deadlift-to-high-row", "Deadlift to High Row"),
            F.exercise("farmers-march-in-place", "Farmer’s March In Place"),
            F.exercise("bridge-hold-march", "Bridge Hold March"),
            F.exercise("burpee-no-push-up", "Burpee (No Push Up aka Up Down)"),
            F.exercise("plank", "Plank Without Rotation"),
            F.exercise("squat-no-weight", "Squat (No Weight aka Air Squat)"),
            F.exercise("bear-plank-hold", "Bear Plank Hold"),
            F.exercise("bear-plank-low-row", "Bear Plank Switch Alternating Low Row"),
            F.exercise("squat-hold-with-hammer-curl", "Squat Hold with Hammer Curl"),
            F.exercise("squat-to-hammer-curl", "Squat To Hammer Curl"),
        ]))

    private func match(_ line: String) -> String? {
        reader.read(line).first?.match?.id
    }

    @Test("a name joining two moves with 'to' needs a word of the first move in the line")
    func combos() {
        // "Clean to Thruster" leaves one name word unmatched, "Neutral Grip Thrusters" two, but the
        // line names no clean.
        #expect(match("- 10 thrusters") == "neutral-grip-thrusters")
        #expect(match("10 clean to thruster") == "clean-to-thruster")
        #expect(match("10 clean thrusters") == "clean-to-thruster")
        #expect(match("10 Deadlift to High Row") == "deadlift-to-high-row")
        #expect(match("10 high row") == nil)
    }

    @Test("'in place' ending a name says where the move stays: the word before it is the head")
    func inPlace() {
        #expect(match("2a. farmers march :45") == "farmers-march-in-place")
        #expect(match("10 bridge hold march") == "bridge-hold-march")
        #expect(match("10 place") == nil)
    }

    @Test("a hold joined to a move is searched again without 'hold' when nothing matches with it")
    func heldPosition() {
        #expect(WorkoutReader.withoutHold("bear plank hold w alt low row") == "bear plank w alt low row")
        #expect(WorkoutReader.withoutHold("bear plank Hold with low row") == "bear plank with low row")
        #expect(WorkoutReader.withoutHold("bear plank hold") == nil)
        // No exercise holds the bear plank and rows: the row done from it is the match.
        #expect(match("8) :45 bear plank hold w/ alt. low row") == "bear-plank-low-row")
        // The catalog has the hold with the curl, so "hold" stays.
        #expect(match("10 squat hold w/ hammer curl") == "squat-hold-with-hammer-curl")
        #expect(match(":45 bear plank hold") == "bear-plank-hold")
    }

    @Test("a word the name says its move lacks is no match for it, unless the line says so too")
    func negatedWords() {
        // Only "Burpee" stands outside the brackets, and the line names the push-up the entry lacks.
        #expect(match("- 10 burpees w/ push up") == nil)
        #expect(match("10 burpees no push up") == "burpee-no-push-up")
        #expect(match("10 plank rotation") == nil)
        #expect(match("10 plank without rotation") == "plank")
        // The lack ends at "aka": the air squat is the entry's other name, not something it lacks.
        #expect(match("10 air squats") == "squat-no-weight")
        #expect(match("10 squats with weight") == nil)
    }
}
