import Testing

@testable import ExerciseSearch

@Suite("Workout lines")
struct WorkoutLineTests {
    private func read(_ line: String) -> WorkoutLine? {
        WorkoutLine.read(line)
    }

    @Test(
        "a header keeps a kit, effort or setup note beside its header word",
        arguments: [
            "TRX STATION", "Block 2 (DBs + bench)", "Block 3 — ALL OUT", "HEAVY ROUND", "BOSU station x2",
            "DB Upper Body", "Floor (2x through)",
        ])
    func headersWithKitAndEffort(line: String) throws {
        #expect(try #require(read(line)).kind == .header)
    }

    @Test(
        "a kit, effort or setup word without a header word is no header",
        arguments: [
            ("TRX Row", WorkoutLineKind.move), ("Heavy Hip Bridge", .move), ("ALL OUT", .rest),
            ("Bench Press", .move), ("BOSU", .move),
        ])
    func kitWordsAloneAreNoHeader(line: String, kind: WorkoutLineKind) throws {
        #expect(try #require(read(line)).kind == kind)
    }

    @Test(
        "a setup in brackets or before a colon stays in the move; a note in brackets does not",
        arguments: [
            ("(incline) push up", "incline push up", ["incline"]),
            ("10 push up (decline)", "push up decline", ["decline"]),
            ("10 Row (single arm)", "Row single arm", ["single", "arm"]),
            ("12 Hip Bridge (bench)", "Hip Bridge bench", ["bench"]),
            ("TRX: row", "TRX row", []),
            ("10/10 SL Deadlift (R/L)", "SL Deadlift", []),
            ("45s Low Side Plank (each side)", "Low Side Plank", []),
            ("8 Goblet Squat (heavy)", "Goblet Squat", []),
            // A setup before a dash: the dash separates it from the move instead of starting a note.
            ("BOSU - bicycle crunch :45", "BOSU bicycle crunch", ["bosu"]),
            ("👉 TRX – hamstring curls x15", "TRX hamstring curls", ["trx"]),
            ("Incline - push up", "Incline push up", ["incline"]),
            ("Bench Press - slow on the way down", "Bench Press", []),
            ("BOSU -", "BOSU", []),
            // What rests on the kit is a setup too; a hold is a note.
            ("👉 BOSU glute bridge (shoulders on)", "BOSU glute bridge shoulders on", ["shoulders", "on"]),
            ("(feet on bench) push ups", "feet on bench push ups", ["feet", "on", "bench"]),
            ("- 6 supermen (hold 3s)", "supermen", []),
            ("10 push ups (on)", "push ups", []),
        ])
    func setupWords(line: String, query: String, setup: [String]) throws {
        let parsed = try #require(read(line))
        #expect(parsed.kind == .move)
        #expect(parsed.query == query)
        #expect(parsed.setupWords == setup)
    }

    @Test(
        "kit joined to the move by on, to or with, an article between aside, is its setup",
        arguments: [
            ("- 6 supermen on the BOSU (hold 3s)", "supermen on the BOSU", ["bosu"]),
            ("12 goblet sqauts to bench", "goblet sqauts to bench", ["bench"]),
            ("10 bi curls w/ DB", "bi curls w DB", ["db"]),
            ("DB pullover on bench x12", "DB pullover on bench", ["bench"]),
            // The word after the join is no kit: no setup.
            ("12 sit up to stand", "sit up to stand", []),
            ("- 10 BOSU burpees w/ push up", "BOSU burpees w push up", []),
            ("8 bench press", "bench press", []),
            // Kit followed by another word starts the next move: no setup.
            ("10 reverse lunge to step up", "reverse lunge to step up", []),
            ("6 burpee to box jump", "burpee to box jump", []),
        ])
    func joinedSetup(line: String, query: String, setup: [String]) throws {
        let parsed = try #require(read(line))
        #expect(parsed.kind == .move)
        #expect(parsed.query == query)
        #expect(parsed.setupWords == setup)
    }

    @Test(
        "a count of one before a limb is single, as the catalog writes it",
        arguments: [
            ("• 10 1-leg DL ea", "single-leg DL"), ("8 one-arm row", "single-arm row"),
            ("8 1-Arm Row", "single-Arm Row"),
            // Two limbs, or a one before anything but a limb, stay as written.
            ("10 2-leg hops", "2-leg hops"), ("10 one-two punches", "one-two punches"),
        ])
    func singleLimb(line: String, query: String) throws {
        #expect(try #require(read(line)).query == query)
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
        "sides, labels, count units and effort phrases are not part of the move",
        arguments: [
            ("Side Plank :30/side", "Side Plank"),
            ("Concentration Curls 10/arm", "Concentration Curls"),
            ("SA DB Row 10 /side", "SA DB Row"),
            ("Lateral Lunge 10 each", "Lateral Lunge"),
            ("Goblet Squat x12 ea side", "Goblet Squat"),
            ("Tall Kneeling Halo 8 ea. direction", "Tall Kneeling Halo"),
            ("A1. Goblet Squat 12", "Goblet Squat"),
            ("B2) Hammer Curl x10", "Hammer Curl"),
            ("- 1a Bird Dog", "Bird Dog"),
            ("Push-ups to failure", "Push-ups"),
            ("Push-ups AMRAP", "Push-ups"),
            ("Walking Lunges 20 steps", "Walking Lunges"),
            ("10 Step Ups", "Step Ups"),
            ("Y Raise 10", "Y Raise"),
        ])
    func sidesAndLabels(line: String, query: String) throws {
        let read = try #require(WorkoutLine.read(line))
        #expect(read.kind == .move)
        #expect(read.query == query)
        #expect(read.line == line)
    }

    @Test(
        "section headers are not moves",
        arguments: [
            "BLOCK 1 — 3 rounds", "BLOCK 2", "Station 1", "Floor (2x through)", "Power block x3",
            "STRENGTH 50 — Week 3", "Warm up:", "Round 2 of 3", "Strength:", "Block A", "Superset B2",
            "Rnd 2", "Partner workout", "EMOM 10 min", "3 Rounds For Time", "Warm-up", "Cool down",
            "Round 1 → 45s on / 15s off", "30 on / 30 off", "Part 2 – Floor", "Upper body", "CORE FINISHER",
            "Full Body x2",
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
            "Bike: 1 mile", "Water break", "Strider 2:00", "1 min row", "Bike 2 mi", "All Out :30",
            "Base pace 2:00", "45s work / 15s rest", "Row 2 min at push pace", "Run 0.25 mi",
            "2k row", "1k Row", "5k run", "500m row",
        ])
    func rest(line: String) throws {
        let read = try #require(WorkoutLine.read(line))
        #expect(read.kind == .rest)
        #expect(read.query == "")
    }

    @Test(
        "a label ending with a colon before a move is dropped; sides written e/a, R or L are no words",
        arguments: [
            ("Finisher: 50 russian twists", "russian twists"),
            ("Station 2: 10 goblet squats", "goblet squats"),
            ("Superset A: 8 DB rows", "DB rows"),
            ("Slow: 10 push ups", "Slow push ups"),
            ("10 concentration curls e/a", "concentration curls"),
            ("B3) :30 side plank R / :30 L", "side plank"),
        ])
    func labelsAndSides(line: String, query: String) throws {
        let parsed = try #require(read(line))
        #expect(parsed.kind == .move)
        #expect(parsed.query == query)
    }

    @Test(
        "a label before kit, effort or pace words only leaves the line a header",
        arguments: ["Block 2: DBs + bench", "Station 1: TRX", "Round 3: heavy", "Block 1: 3 rounds"])
    func labelledHeaders(line: String) throws {
        #expect(try #require(read(line)).kind == .header)
    }

    @Test("a machine word starting a move without a distance, pace or colon is a move")
    func rowAsAMove() throws {
        #expect(read("Row")?.kind == .move)
        #expect(read("Row")?.query == "Row")
        #expect(read("8 Rower Pike")?.query == "Rower Pike")
        #expect(read("Row x 20")?.query == "Row")
        #expect(read("Bike crunch 30s")?.kind == .move)
    }

    @Test("a lone letter or a word of pace is no header or rest within a move")
    func notHeadersOrRest() {
        #expect(read("On")?.kind == .move)
        #expect(read("Power Skips 20")?.query == "Power Skips")
        #expect(read("Core Rollout")?.query == "Core Rollout")
        #expect(read("Push Press 8")?.query == "Push Press")
        #expect(read("A Goblet Squat")?.query == "A Goblet Squat")
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

@Suite("Workout shorthand")
struct WorkoutShorthandTests {
    @Test(
        "side and effort shorthand",
        arguments: [
            ("A3. 8 curtsy lunges ES", "curtsy lunges"), ("- 10 clamshells / side", "clamshells"),
            ("10 heavy hip bridge", "heavy hip bridge"), ("10 hip bridge heavy", "hip bridge"),
            ("12 heavy", ""),
            ("10 bi curls w/ DB", "bi curls w DB"),
        ])
    func query(line: String, query: String) {
        #expect(WorkoutLine.read(line)?.query == query)
    }
}
