import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// A request for a whole limb ("arm day", "legs") lists the limb's muscles, not names saying the word.
@Suite("Limb words")
struct LimbWordsTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("single-arm-row", "Single Arm Row", muscles: ["back"]),
        F.exercise("arm-circles", "Arm Circles", muscles: ["shoulders"]),
        F.exercise("biceps-curl", "Biceps Curl", muscles: ["biceps"]),
        F.exercise("kickback", "Kickback", muscles: ["triceps"]),
        F.exercise("rower", "Rower", muscles: ["legs"], equipment: ["rower"]),
        F.exercise("squat", "Squat", muscles: ["quads", "glutes"]),
        F.exercise("calf-raise", "Calf Raise", muscles: ["calves"]),
        F.exercise("single-leg-deadlift", "Single Leg Deadlift", muscles: ["hamstrings"]),
        F.exercise("sumo-squat", "Sumo Squat", muscles: ["inner thighs"]),
        F.exercise("arnold-press", "Arnold Press", muscles: ["shoulders", "triceps"]),
    ]

    private let index = SearchIndex(exercises: Self.catalog)

    private func ids(_ query: String, options: SearchOptions = .asTyped) -> [String] {
        index.search(query, options: options).results.map(\.exercise.id)
    }

    @Test("a request for the arms lists biceps and triceps work, a name saying the muscle first")
    func arms() {
        for query in ["arm day", "arms", "tone my arms", "something for my arms"] {
            #expect(ids(query) == ["biceps-curl", "kickback", "arnold-press"], "\(query)")
        }
    }

    @Test("a request for the legs lists the thigh, glute and calf muscles, not the legs tag")
    func legs() {
        // Calf Raise says its muscle in its name and tag; the rest by tag alone, shortest name first;
        // Sumo Squat through "inner thighs", a term of the adductors' synonym entry.
        let expected = ["calf-raise", "squat", "sumo-squat", "single-leg-deadlift"]
        for query in ["leg day", "legs", "something for my legs", "leg workout"] {
            #expect(ids(query) == expected, "\(query)")
        }
    }

    @Test("muscle words may stand beside a limb word: the exercise working both comes first")
    func limbAndMuscle() {
        // Arnold Press (shoulders, triceps) matches both words; Biceps Curl says its muscle in name and
        // tag, Kickback only in a tag and is shorter than Arm Circles, which lacks the arm muscles.
        #expect(ids("arms and shoulders") == ["arnold-press", "biceps-curl", "kickback", "arm-circles"])
        #expect(ids("legs and glutes").first == "squat")
    }

    @Test("with any other word a limb word is an ordinary word")
    func otherWords() {
        #expect(ids("single arm").first == "single-arm-row")
        // Own words first; then "arm" as the everyday name of the biceps and triceps tags, by name length
        // and A-Z.
        #expect(
            ids("arm circles") == [
                "arm-circles", "single-arm-row", "kickback", "arnold-press", "biceps-curl",
            ])
        #expect(ids("single leg deadlift").first == "single-leg-deadlift")
        // "lowers" is no muscle word, so "leg" is itself: the legs tag included.
        #expect(ids("leg lowers") == ["rower", "single-leg-deadlift"])
    }

    @Test("complete text such as a workout line reads a limb word as itself")
    func completeText() {
        #expect(
            ids("arms", options: .completeText) == [
                "arm-circles", "single-arm-row", "kickback", "arnold-press", "biceps-curl",
            ])
        #expect(ids("legs", options: .completeText) == ["rower", "single-leg-deadlift"])
    }

    @Test("a catalog with none of a limb's muscles reads the limb word as itself")
    func noMuscles() {
        let index = SearchIndex(exercises: [
            F.exercise("single-arm-row", "Single Arm Row", muscles: ["back"]),
            F.exercise("leg-lowers", "Leg Lowers", muscles: ["abs"]),
        ])
        #expect(index.search("arm day").results.map(\.exercise.id) == ["single-arm-row"])
        #expect(index.search("legs").results.map(\.exercise.id) == ["leg-lowers"])
    }

    @Test("only whole limb words, alone or with muscle words, are requests")
    func requestedMuscles() {
        let request = { (stems: [String], counted: [Int]) in
            LimbWords.requestedMuscles(stems: stems, counted: counted) { ["glute", "back"].contains($0) }
        }
        #expect(request(["arm", "day"], [0]) == [0: ["bicep", "tricep", "forearm"]])
        #expect(request(["leg", "and", "glute"], [0, 2]).keys.sorted() == [0])
        #expect(request(["arm", "leg"], [0, 1]).keys.sorted() == [0, 1])
        #expect(request(["single", "arm"], [0, 1]).isEmpty)
        #expect(request(["glute"], [0]).isEmpty)
        #expect(request(["amr"], [0]).isEmpty)
        #expect(request(["arm"], []).isEmpty)
    }

    @Test("a muscle word is a muscle tag's last word or a one-word synonym of one, not a modifier")
    func muscleWords() {
        let heads: Set<String> = ["glute", "back", "calve", "thigh"]
        for stem in ["glute", "back", "calf", "butt", "thigh"] {
            #expect(LimbWords.isMuscleWord(stem, muscleTagHeads: heads), "\(stem)")
        }
        for stem in ["lower", "inner", "single", "curl"] {
            #expect(!LimbWords.isMuscleWord(stem, muscleTagHeads: heads), "\(stem)")
        }
    }
}
