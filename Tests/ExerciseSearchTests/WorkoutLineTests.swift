import Testing

@testable import ExerciseSearch

@Suite("Workout lines")
struct WorkoutLineTests {
    private func read(_ line: String) -> WorkoutLine? {
        WorkoutLine.read(line)
    }

    @Test(
        "a move keeps only the words naming it",
        arguments: [
            ("12 DB Goblet Squat", "DB Goblet Squat"),
            ("1. 10 SL Deadlift (R/L)", "SL Deadlift"),
            ("10/10 SL Deadlift (R/L)", "SL Deadlift"),
            ("8 Hammer Curls @ moderate", "Hammer Curls"),
            (":30 High Plank Jacks", "High Plank Jacks"),
            ("45s Low Side Plank (each side)", "Low Side Plank"),
            ("1 min wall sit", "wall sit"),
            ("- 8/8 Single Arm Row x3", "Single Arm Row"),
            ("• 25 lb goblet squat, heavy", "goblet squat"),
            ("2) 30 sec Side Plank each side", "Side Plank"),
            ("3x10 Bench Press - slow on the way down", "Bench Press"),
            ("3. 12 push-ups", "push-ups"),
            ("Squat Jumps 2:00", "Squat Jumps"),
            ("10 reps Deadlift to High Row", "Deadlift to High Row"),
        ])
    func moveWords(line: String, query: String) throws {
        let read = try #require(WorkoutLine.read(line))
        #expect(read.kind == .move)
        #expect(read.query == query)
        #expect(read.line == line)
    }

    @Test(
        "section headers are not moves",
        arguments: [
            "BLOCK 1 — 3 rounds", "BLOCK 2", "Station 1", "Floor (2x through)", "Power block x3",
            "STRENGTH 50 — Week 3", "Warm up:", "Round 2 of 3", "Strength:",
        ])
    func headers(line: String) throws {
        let read = try #require(WorkoutLine.read(line))
        #expect(read.kind == .header)
        #expect(read.query == "")
    }

    @Test(
        "rest and machine lines are not moves",
        arguments: [
            "Rest 1:00", "TREAD: 2:00 push @ all out", "Row 300m", "30 sec rest", "Treadmill 5 min base",
            "Bike: 1 mile", "Water break",
        ])
    func rest(line: String) throws {
        let read = try #require(WorkoutLine.read(line))
        #expect(read.kind == .rest)
        #expect(read.query == "")
    }

    @Test("a machine word starting a move without a distance, pace or colon is a move")
    func rowAsAMove() throws {
        #expect(read("Row")?.kind == .move)
        #expect(read("Row")?.query == "Row")
        #expect(read("8 Rower Pike")?.query == "Rower Pike")
    }

    @Test("white space around a line is trimmed and blank lines are left out")
    func blankLines() {
        let lines = WorkoutLine.lines(of: "  BLOCK 1 \n\n \t \r\n12 Goblet Squat\r\n")
        #expect(lines.map(\.line) == ["BLOCK 1", "12 Goblet Squat"])
        #expect(lines.map(\.kind) == [.header, .move])
        #expect(read("   ") == nil)
    }

    @Test("hostile lines never crash and leave nothing to search when they name nothing")
    func hostileLines() throws {
        #expect(read("!!! ??? ... ---")?.query == "")
        #expect(read("12 10/10 3x 2:00 :30 45s")?.query == "")
        #expect(read("((((((")?.query == "")
        #expect(read(")))) goblet squat")?.query == "goblet squat")
        let controls = try #require(read("12\u{1B}[31m goblet\u{0}squat\u{7}"))
        #expect(controls.kind == .move)
        #expect(!controls.query.contains { $0.unicodeScalars.contains { $0.value < 0x20 } })
        let long = String(repeating: "squat ", count: 1_700)
        #expect(long.count > 10_000)
        #expect(read(long)?.query.hasPrefix("squat squat") == true)
        let unbroken = String(repeating: "x9", count: 5_000)
        #expect(read(unbroken)?.query == "")
    }
}
