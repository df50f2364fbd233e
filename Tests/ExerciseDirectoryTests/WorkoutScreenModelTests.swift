import ExerciseCatalog
import ExerciseSearch
import Testing

@testable import ExerciseDirectory

@MainActor
@Suite("The workout screen's model: pasted text read, listed, opened and left")
struct WorkoutScreenModelTests {
    private static let pasted = "BLOCK 1\n12 DB Goblet Squat\n\n8 TRX Low Row\n6 renegade rows\nRest 1:00\n"

    private func loadedSample() async -> DirectoryModel {
        let model = DirectoryModel { SampleCatalog.load() }
        await model.load()
        return model
    }

    @Test("pasted text becomes the workout screen over the directory, a sheet closed")
    func opensTheWorkoutScreen() async throws {
        let model = await loadedSample()
        model.sheet = .filters
        model.open("push-up")
        model.openWorkout(Self.pasted)
        #expect(model.sheet == nil)
        #expect(model.path == [.workout])
        let workout = try #require(model.workout)
        #expect(
            workout.rows.map(\.line) == [
                "BLOCK 1", "12 DB Goblet Squat", "8 TRX Low Row", "6 renegade rows", "Rest 1:00",
            ])
        #expect(workout.rows.map(\.kind) == [.header, .move, .move, .move, .rest])
        #expect(workout.rows.map(\.exerciseID) == [nil, "goblet-squat", "trx-low-row", nil, nil])
        #expect(workout.rows.map(\.title) == ["Section", "Goblet Squat", "TRX Low Row", "No match", "Rest"])
        #expect(workout.summary == "2 of 3 moves found")
        #expect(WorkoutList.title == "Workout")
    }

    @Test("a move opens its detail above the workout; going back returns to the list, then the directory")
    func opensAMoveAndComesBack() async {
        let model = await loadedSample()
        model.openWorkout(Self.pasted)
        model.open("goblet-squat")
        #expect(model.path == [.workout, .detail(id: "goblet-squat")])
        model.goBack()
        #expect(model.path == [.workout])
        #expect(model.workout?.rows.count == 5)
        model.goBack()
        #expect(model.path.isEmpty)
    }

    @Test("a move without a match can be searched, which leaves the workout; a header cannot")
    func searchesAnUnmatchedMove() async throws {
        let model = await loadedSample()
        model.openWorkout(Self.pasted)
        let rows = try #require(model.workout?.rows)
        model.search(workoutMove: rows[0])
        #expect(model.path == [.workout] && model.query.isEmpty)
        model.search(workoutMove: rows[3])
        #expect(model.path.isEmpty)
        #expect(model.query == "renegade rows")
        #expect(model.rows.first?.id == "trx-low-row")
        #expect(model.workout?.rows.count == 5)
    }

    @Test("-screenshotWorkout opens the workout screen once the catalog has loaded, as a paste would")
    func launchOptionOpensTheWorkout() async throws {
        let model = DirectoryModel { SampleCatalog.load() }
        model.request(LaunchOptions(arguments: ["/app", "-screenshotWorkout", Self.pasted]))
        #expect(model.path.isEmpty && model.workout == nil)
        await model.load()
        #expect(model.path == [.workout])
        #expect(try #require(model.workout).summary == "2 of 3 moves found")
    }

    @Test("text with no non-blank line is refused with a notice, and nothing happens before loading")
    func refusesBlankText() async {
        let waiting = DirectoryModel { SampleCatalog.load() }
        waiting.openWorkout(Self.pasted)
        #expect(waiting.path.isEmpty && waiting.workout == nil && waiting.notice == nil)
        let model = await loadedSample()
        model.openWorkout(" \n\t\n")
        #expect(model.path.isEmpty)
        #expect(model.workout == nil)
        #expect(model.notice == "The pasted text has no lines to look up.")
    }

    @Test(
        "the summary counts moves only",
        arguments: [
            ("12 Goblet Squat\n8 TRX Low Row", "All 2 moves found"),
            ("12 Goblet Squat", "1 move found"),
            ("6 renegade rows", "No move found"),
            ("6 renegade rows\n1 min wall sit", "None of 2 moves found"),
            ("BLOCK 2\nRest 1:00", "No moves in this text"),
        ])
    func summary(text: String, expected: String) async {
        let model = await loadedSample()
        model.openWorkout(text)
        #expect(model.workout?.summary == expected)
    }

    @Test("pasted text is a workout when it has more than one non-blank line, at any line break")
    func tellsAWorkoutFromASearch() {
        #expect(WorkoutList.isWorkout("12 Goblet Squat\n8 TRX Low Row"))
        #expect(WorkoutList.isWorkout("12 Goblet Squat\u{2028}8 TRX Low Row"))
        #expect(WorkoutList.isWorkout("BLOCK 1\r\nRest 1:00"))
        #expect(!WorkoutList.isWorkout("goblet squat"))
        #expect(!WorkoutList.isWorkout("goblet squat\n \n\t\n"))
        #expect(!WorkoutList.isWorkout(""))
    }

    @Test("a move line of only numbers has no match and nothing to search")
    func numbersOnlyMoveIsNotSearchable() async throws {
        let model = await loadedSample()
        model.openWorkout("12\n6 renegade rows\n12 Goblet Squat")
        let rows = try #require(model.workout?.rows)
        #expect(rows.map(\.kind) == [.move, .move, .move])
        #expect(rows.map(\.isUnmatched) == [true, true, false])
        #expect(rows.map(\.isSearchable) == [false, true, false])
        model.search(workoutMove: rows[0])
        #expect(model.path == [.workout] && model.query.isEmpty)
        model.search(workoutMove: rows[2])
        #expect(model.path == [.workout] && model.query.isEmpty)
    }

    @Test("the directory says when no result matches every query word")
    func partialMatchNotice() async {
        let model = await loadedSample()
        #expect(model.partialMatchNotice == nil)
        model.query = "zzzzzzzz impossible curl"
        #expect(
            model.partialMatchNotice
                == "No exercise matches every word; showing matches without: zzzzzzzz, impossible")
        model.query = "hammer curl"
        #expect(model.partialMatchNotice == nil)
    }
}
