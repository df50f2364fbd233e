import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Matching rules")
struct MatchingRulesTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("goblet-squat", "Goblet Squat", muscles: ["quads"], equipment: ["dumbbell"]),
        F.exercise("med-ball-throw", "Med Ball Throw", equipment: ["medicine ball"]),
        F.exercise("narrow-stance-squat", "Narrow Stance Squat"),
        F.exercise("warm-up-walk", "Warm Up Walk"),
        F.exercise("low-row", "Low Row", equipment: ["dumbbell"]),
        F.exercise("rower-sprint", "Rower Sprint", equipment: ["rower"]),
        F.exercise("push-up", "Push-Up"),
        F.exercise("pushup-hold", "Pushup Hold"),
        F.exercise("deadbug", "Deadbug"),
        F.exercise("dead-bug-press", "Dead Bug Press"),
        F.exercise("step-ups", "Step-Ups"),
        F.exercise("strap-row", "Strap Row", equipment: ["TRX straps"]),
        F.exercise("bosu-lunge", "Lunge", equipment: ["bosu"]),
        F.exercise("half-kneeling-chop", "Half Kneeling Chop"),
        F.exercise("12-kneeling-row", "1/2 Kneeling Row"),
        F.exercise("single-leg-deadlift", "Single Leg Deadlift"),
        F.exercise("romanian-deadlift", "Romanian Deadlift"),
        F.exercise("bench-press", "Bench Press", equipment: ["bench"]),
    ]

    private let index = SearchIndex(exercises: Self.catalog)

    private func ids(_ query: String) -> [String] {
        index.search(query).results.map(\.exercise.id)
    }

    @Test("only the last query word matches as a prefix")
    func prefixOnlyForTheLastWord() {
        let typing = index.search("squat gob").results
        #expect(typing.first?.exercise.id == "goblet-squat")
        #expect(typing.first?.rank.missingWords == 0)
        let earlier = index.search("gob squat").results
        #expect(earlier.first(where: { $0.exercise.id == "goblet-squat" })?.rank.missingWords == 1)
        #expect(ids("gobl") == ["goblet-squat"])
    }

    @Test("words match whole, never inside another word")
    func noSubstrings() {
        #expect(ids("row") == ["low-row", "strap-row", "12-kneeling-row", "rower-sprint"])
        #expect(ids("arm").isEmpty)
        #expect(ids("hro").isEmpty)
    }

    @Test("typos are forgiven within the budget of the word's length")
    func typos() {
        #expect(ids("sqaut") == ["goblet-squat", "narrow-stance-squat"])
        #expect(ids("goblte squat") == ["goblet-squat", "narrow-stance-squat"])
        // Three letters allow no typo: "rwo" is no typo match, it is read as "row" by the corrector,
        // which says so.
        #expect(index.search("rwo").corrections.map(\.correction) == ["row"])
        // Six letters allow two typos from an eight-letter word: "dumbel" finds the dumbbell tags.
        #expect(ids("dumbel") == ["goblet-squat", "low-row"])
        #expect(index.search("dumbel").results.map(\.rank.typos) == [2, 2])
        // The second typo never touches the first letter: "umbbell" lacks only the "d" (an edit of the
        // first letter costs 2) but is not compared with words beginning with "d"; only the corrector,
        // allowed two edits, reads it as dumbbell.
        #expect(index.search("umbbell").corrections.map(\.correction) == ["dumbbell"])
        #expect(index.search("umbbell").results.allSatisfy { $0.rank.typos == 2 })
    }

    @Test(
        "hyphens, spaces and joined words are the same word",
        arguments: ["push up", "pushup", "push-up", "push-ups", "Push Ups", "pushups"])
    func joins(query: String) {
        #expect(Set(ids(query).prefix(2)) == ["push-up", "pushup-hold"])
    }

    @Test("dead bug and deadbug find each other, step ups finds step-ups")
    func moreJoins() {
        #expect(Set(ids("dead bug")) == ["deadbug", "dead-bug-press"])
        #expect(Set(ids("deadbug")) == ["deadbug", "dead-bug-press"])
        let stepUps = index.search("step ups").results
        #expect(stepUps.first?.exercise.id == "step-ups")
        #expect(stepUps.first?.rank.missingWords == 0)
        #expect(stepUps.dropFirst().allSatisfy { $0.rank.missingWords == 1 })
        #expect(ids("stepup") == ["step-ups"])
    }

    @Test("synonyms from the table match across fields")
    func synonyms() {
        let dumbbellRows = index.search("db row").results
        #expect(dumbbellRows.first?.exercise.id == "low-row")
        #expect(dumbbellRows.first?.matchedFields == [.name, .equipment])
        #expect(dumbbellRows.dropFirst().allSatisfy { $0.rank.missingWords == 1 })
        #expect(ids("trx row").first == "strap-row")
        // "rdl" also stands for any deadlift (an everyday name), after the exercise saying it.
        #expect(ids("rdl") == ["romanian-deadlift", "single-leg-deadlift"])
        #expect(ids("sl deadlift").first == "single-leg-deadlift")
        #expect(Set(ids("1/2 kneeling")) == ["half-kneeling-chop", "12-kneeling-row"])
        #expect(Set(ids("½ kneeling")) == ["half-kneeling-chop", "12-kneeling-row"])
        #expect(ids("mb throw") == ["med-ball-throw"])
    }

    @Test("mixed fields: an equipment word and a name word")
    func mixedFields() {
        let results = index.search("bosu lunge").results
        #expect(results.map(\.exercise.id) == ["bosu-lunge"])
        #expect(results.first?.matchedFields == [.name, .equipment])
    }

    @Test("an empty or blank query lists every exercise in browse order")
    func emptyQuery() {
        let browse = index.search("").results.map(\.exercise.id)
        #expect(browse.count == Self.catalog.count)
        #expect(index.search("  \t ").results.map(\.exercise.id) == browse)
        #expect(index.search("—!").results.map(\.exercise.id) == browse)
    }

    @Test("browse order lists A to Z, digit-leading titles last, and breaks ranking ties")
    func browseOrder() {
        let exercises = [
            F.exercise("zercher-squat", "Zercher Squat"), F.exercise("10-stroke-row", "10 Stroke Row"),
            F.exercise("air-squat", "air squat"), F.exercise("2-point-row", "2 Point Row"),
            F.exercise("bench-press", "Bench Press"),
        ]
        let index = SearchIndex(exercises: exercises)
        #expect(
            index.search("").results.map(\.exercise.id) == [
                "air-squat", "bench-press", "zercher-squat", "2-point-row", "10-stroke-row",
            ])
        #expect(index.search("squat").results.map(\.exercise.id) == ["air-squat", "zercher-squat"])
        #expect(index.search("squat").results.map(\.rank.browsePosition) == [0, 2])
    }

    @Test("a word beyond the typo budget is read as the closest word, and the results say so")
    func corrections() {
        // "bnehc" is two swaps from bench: beyond the budget of 1 of a 5-letter word, within the
        // corrector's 2.
        let misspelt = index.search("bnehc")
        #expect(misspelt.results.map(\.exercise.id) == ["bench-press"])
        #expect(misspelt.suggestion == "bench")
        #expect(misspelt.corrections.map(\.correction) == ["bench"])
        let nonsense = index.search("xylophone")
        #expect(nonsense.total == 0)
        #expect(nonsense.suggestion == nil)
        #expect(index.search("squat").suggestion == nil)
    }

    @Test("a word that is two known words run together is searched as those words")
    func runTogetherWords() {
        let split = index.search("lowbench")
        // "low" names Low Row and "bench" Bench Press: each matches one of the two words.
        #expect(split.queryWords == ["low", "bench"])
        #expect(Set(split.results.map(\.exercise.id)) == ["low-row", "bench-press"])
        #expect(split.suggestion == nil)
        #expect(ids("squatgoblet").first == "goblet-squat")
        // An indexed join is the word itself, not split: "gobletsquat" is one word of "Goblet Squat".
        #expect(index.search("gobletsquat").queryWords == ["gobletsquat"])
        // "Shoulder Press" is too long to be joined; a cue's "shoulderspress" is one typo away, but cues
        // take no typos, and two known words beat a typo.
        let press = [
            F.exercise("shoulder-press", "Shoulder Press"),
            F.exercise("wall-walk", "Wall Walk", cues: ["#shoulderspress"]),
        ]
        #expect(F.ids("shoulderpress", in: press) == ["shoulder-press"])
        #expect(F.ids("xyzpress", in: press) == [])
        // A typo of a word found outside the cues can match, so nothing is split: "gobelt" is goblet.
        let typo = [F.exercise("goblet-squat", "Goblet Squat"), F.exercise("go-hard", "Go Hard Belt Drill")]
        #expect(F.ids("gobelt", in: typo) == ["goblet-squat"])
    }

    @Test("a word longer than every stem matches nothing, is not split and gets no suggestion")
    func overLongWords() {
        for query in [
            String(repeating: "a", count: 20_000), String(repeating: "lowbench", count: 12_500),
            Array(repeating: String(repeating: "squat", count: 2_000), count: 12).joined(separator: " "),
        ] {
            let results = index.search(query)
            #expect(results.total == 0)
            #expect(results.suggestion == nil)
        }
        #expect(index.search("lowbenches").queryWords == ["low", "benches"])
    }

    @Test("highlights whole name words as Character offsets")
    func highlights() throws {
        let goblet = try #require(index.search("gobl").results.first)
        #expect(goblet.nameHighlights == [0..<6])
        let half = try #require(
            index.search("half kneeling").results.first { $0.exercise.id == "12-kneeling-row" })
        #expect(half.nameHighlights == [0..<3, 4..<12])
        let pushUp = try #require(index.search("pushup").results.first { $0.exercise.id == "push-up" })
        #expect(pushUp.nameHighlights == [0..<4, 5..<7])
        let typing = try #require(index.search("pu").results.first { $0.exercise.id == "push-up" })
        #expect(typing.nameHighlights == [0..<4])
    }

    @Test("searches from many tasks at once agree")
    func concurrentSearches() async {
        let index = self.index
        let expected = index.search("squat").results.map(\.exercise.id)
        let answers = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { index.search("squat").results.map(\.exercise.id) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 8)
        #expect(answers.allSatisfy { $0 == expected })
    }
}
