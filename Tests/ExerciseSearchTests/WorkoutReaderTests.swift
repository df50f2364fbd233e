import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Workout reader")
struct WorkoutReaderTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("goblet-squat", "Goblet Squat", muscles: ["quads"], equipment: ["bodyweight"]),
        F.exercise("row", "Row", equipment: ["dumbbell"]),
        F.exercise("sit-up", "Sit Up"),
        F.exercise("seated-twist", "Sitting Twist", cues: ["Sit tall against the wall"]),
        F.exercise("single-leg-deadlift", "Single Leg Deadlift"),
        F.exercise("strap-low-row", "Strap Low Row", equipment: ["TRX straps"]),
        F.exercise("hammer-curl", "Hammer Curl", equipment: ["dumbbell"]),
        F.exercise(
            "long-caption", "Hamer time is when the whole class today does a squat and a row",
            equipment: ["bodyweight"]),
        F.exercise("plank", "Plank", cues: ["Brace like a renegade"]),
        F.exercise("push-up", "Push Up"),
        F.exercise("decline-push-up", "Decline Push Up", equipment: ["bench"]),
    ]

    private let reader = WorkoutReader(index: SearchIndex(exercises: Self.catalog))

    private func match(_ line: String) -> String? {
        reader.read(line).first?.match?.id
    }

    @Test("a move matches when every word is in the name or a tag, shorthand and typos allowed")
    func matches() {
        #expect(match("12 DB Goblet Squat") == "goblet-squat")
        #expect(match("10/10 SL Deadlift (R/L)") == "single-leg-deadlift")
        #expect(match("8 TRX Low Row") == "strap-low-row")
        #expect(match("8 Hammer Curls @ moderate") == "hammer-curl")
        #expect(match("10 hamer curl") == "hammer-curl")
        #expect(match("goblet sqaut") == "goblet-squat")
    }

    @Test("a setup in brackets finds the exercise with that setup, else the move without it")
    func setups() {
        #expect(match("10 push up (decline)") == "decline-push-up")
        #expect(match("(decline) push ups") == "decline-push-up")
        // The catalog has no incline push-up: the move is Push Up.
        #expect(match("(incline) push up") == "push-up")
        #expect(match("TRX: low row") == "strap-low-row")
        #expect(reader.read("TRX STATION\nBlock 2 (DBs + bench)\n").map(\.line.kind) == [.header, .header])
    }

    @Test("a move the catalog lacks has no match but offers alternatives")
    func unmatched() throws {
        let renegade = try #require(reader.read("6 renegade rows").first)
        #expect(renegade.match == nil)
        #expect(renegade.alternatives.map(\.id).first == "row")
        #expect(renegade.alternatives.count <= WorkoutReader.alternativeLimit)
        // "sit" is not a prefix of "sitting" here, and "wall" only in cues does not count.
        let wallSit = try #require(reader.read("1 min wall sit").first)
        #expect(wallSit.match == nil)
        #expect(wallSit.alternatives.map(\.id).contains("sit-up"))
    }

    @Test("a typo does not match in a caption-like name")
    func typoInCaption() {
        // "hammer" is one typo from the caption's "Hamer", which has "time" and "row" too.
        #expect(match("hammer time row") == nil)
        #expect(match("hamer time row") == "long-caption")
    }

    @Test("a typo in a word of eight letters or more may match in a name of any length")
    func longWordTypo() {
        let reader = WorkoutReader(
            index: SearchIndex(exercises: [
                F.exercise(
                    "bench-supported-low-row",
                    "Bench Ipsilateral Single Arm Low Row aka Bench Supported Low Row", equipment: ["bench"]),
                F.exercise("bench-low-row", "Bench Low Row", equipment: ["bench"]),
            ]))
        let match = { (line: String) in reader.read(line).first?.match?.id }
        // "suported" (eight letters) is one slip from "Supported", in a name of twelve words.
        #expect(match("8 e/s bench suported row") == "bench-supported-low-row")
        // "ipsilatral" is nine letters; "bnech" five, and the name is too long for it.
        #expect(match("8 bench ipsilatral row") == "bench-supported-low-row")
        #expect(match("8 bnech supported row") == nil)
    }

    @Test("an equipment word of the catalog may go unmatched only when the name has no other words")
    func equipmentWords() {
        #expect(match("TRX Hammer Curl") == "hammer-curl")
        // Equipment the catalog has no tag for is an ordinary word.
        #expect(match("KB Goblet Squat") == nil)
        #expect(match("DB plank") == "plank")
        // "TRX" finds "Strap" alone, and the name's head, "Row", is no word of the line.
        #expect(match("TRX") == nil)
        #expect(match("KB sit") == nil)
    }

    @Test("alt or alternating may go unmatched, like equipment, but matches where a name has it")
    func alternating() {
        let reader = WorkoutReader(
            index: SearchIndex(exercises: [
                F.exercise("bird-dog", "Bird Dog"),
                F.exercise("bench-bird-dog-row", "Bench Bird Dog Row"),
                F.exercise("reverse-lunge", "Reverse Lunge"),
                F.exercise("alternating-reverse-lunge", "Alternating Reverse Lunge"),
                F.exercise("alternating-forward-lunge", "Alternating Forward Lunge"),
            ]))
        let match = { (line: String) in reader.read(line).first?.match?.id }
        #expect(match("Bird Dog 10 alt") == "bird-dog")
        #expect(match("Alt. Reverse Lunge") == "alternating-reverse-lunge")
        #expect(match("Reverse Lunge") == "reverse-lunge")
        #expect(match("Alternating Forward Lunge x10") == "alternating-forward-lunge")
        // Left out of the line, a name's "Alternating" is a qualifier like any other.
        #expect(match("Forward Lunge") == "alternating-forward-lunge")
        // Left out of the name, "alt" needs the name to hold nothing else: "Bench" is left over.
        #expect(match("Alt Bird Dog Row") == nil)
        #expect(match("Bench Bird Dog Row") == "bench-bird-dog-row")
        #expect(match("Alt") == nil)
    }

    @Test("a request word of the search field (\"muscle\") counts in a workout line")
    func requestWordsCount() {
        let index = SearchIndex(exercises: [F.exercise("pull-up", "Pull-Up")])
        // Typed in the search field, "muscle" is a request word and "up" finds Pull-Up.
        #expect(index.search("muscle ups").results.map(\.exercise.id) == ["pull-up"])
        // In a workout "Muscle Up" is a move of its own, which this catalog lacks.
        #expect(WorkoutReader(index: index).read("5 Muscle Ups").first?.match == nil)
    }

    @Test("a word matched only in a tag needs a name with no other words")
    func tagOnlyWords() {
        let reader = WorkoutReader(
            index: SearchIndex(exercises: [
                F.exercise("bench-dip", "Bench Dip", muscles: ["triceps"]),
                F.exercise("rollout", "Rollout", muscles: ["abs"]),
                F.exercise("single-arm-high-row", "Single Arm High Row", equipment: ["dumbbell"]),
            ]))
        let match = { (line: String) in reader.read(line).first?.match?.id }
        // "tricep" is only the triceps tag, and the name has "bench" besides "dip".
        #expect(match("15 Tricep Dips") == nil)
        #expect(match("Bench Dips") == "bench-dip")
        #expect(match("Tricep Bench Dips") == "bench-dip")
        #expect(match("Ab Rollout x10") == "rollout")
        // "db" is only the dumbbell tag, and the name has "high" besides "single arm row".
        #expect(match("SA DB Row 10/side") == nil)
        #expect(match("SA DB High Row") == "single-arm-high-row")
    }

    @Test("of the passing results, the one with the fewest name words the line lacks is the match")
    func fewestUnmatchedNameWords() throws {
        let index = SearchIndex(exercises: [
            F.exercise("heels-elevated-goblet-squat", "Heels Elevated Goblet Squat"),
            F.exercise("goblet-sqaut", "Goblet Sqaut"),
        ])
        let results = index.search("Goblet Squat", options: .completeText).results
        // The longer name ranks first, matching "squat" without the typo the misspelt name needs;
        // "heels" and "elevated" are name words the line lacks, while the misspelt name lacks none.
        #expect(results.map(\.exercise.id) == ["heels-elevated-goblet-squat", "goblet-sqaut"])
        #expect(WorkoutNameWords(results[0]).unmatchedCount == 2)
        #expect(WorkoutNameWords(results[1]).unmatchedCount == 0)
        let entry = try #require(WorkoutReader(index: index).read("12 Goblet Squat").first)
        #expect(entry.match?.id == "goblet-sqaut")
    }

    @Test("a name whose last word outside brackets the line lacks is another move")
    func nameHead() {
        let reader = WorkoutReader(
            index: SearchIndex(exercises: [
                F.exercise("broad-jump-to-shuffle", "Broad Jump to Shuffle"),
                F.exercise("bear-plank-hop-options", "Bear Plank Hop (Options)"),
                F.exercise("speed-skaters", "Speed skaters"),
                F.exercise("tricky", "Bent Over Rows are TRICKY"),
                F.exercise("high-row-variations", "Bench Ipsilateral High Row Variations"),
                F.exercise("clean-options", "(Hang Power) Clean Options"),
            ]))
        let match = { (line: String) in reader.read(line).first?.match?.id }
        #expect(match("Broad Jumps 5") == nil)
        #expect(match("Broad Jump Shuffle") == "broad-jump-to-shuffle")
        #expect(match("Bear Plank Hop x10") == "bear-plank-hop-options")
        #expect(match("Skaters 20 total") == "speed-skaters")
        #expect(match("Bent Over Row x12") == nil)
        // "Variations" and "Options" say the entry shows several forms; the move before them is the head.
        #expect(match("Bench Ipsilateral High Row") == "high-row-variations")
        #expect(match("Hang Power Clean x5") == "clean-options")
    }

    @Test("headers, rest and empty moves get no match and no alternatives")
    func notMoves() {
        let entries = reader.read("BLOCK 1\nRest 1:00\nRow 300m\n!!!\n12\n")
        #expect(entries.map(\.line.kind) == [.header, .rest, .rest, .move, .move])
        #expect(entries.allSatisfy { $0.match == nil && $0.alternatives.isEmpty })
    }
}
