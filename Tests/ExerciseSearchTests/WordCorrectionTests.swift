import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Vocabulary correction")
struct WordCorrectionTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("goblet-squat", "Goblet Squat", muscles: ["quads"]),
        F.exercise("air-squat", "Air Squat"),
        F.exercise("row", "Row"),
        F.exercise("low-row", "Low Row"),
        F.exercise("raw-sprint", "Raw Sprint"),
        F.exercise("raw-hold", "Raw Hold"),
        F.exercise("bench-press", "Bench Press", equipment: ["bench"]),
        F.exercise("a-frame", "A Frame"),
        F.exercise("q-drill", "Q Drill"),
        F.exercise("caption", "This is how you dance with the best of them"),
        F.exercise("wall-cue", "Chair Hold", cues: ["back against the wall"]),
        F.exercise("reverse-lunge", "Reverse Lunge"),
    ]

    private let index = SearchIndex(exercises: Self.catalog)

    @Test("a word of the vocabulary is never corrected, whatever field holds it")
    func vocabularyWordsStay() {
        let storage = SearchStorage(exercises: Self.catalog)
        var corrector = WordCorrector(vocabulary: storage.vocabulary) { storage.postings.range(of: $0).count }
        for id in 0..<storage.vocabulary.count {
            let word = storage.vocabulary.word(id)
            #expect(corrector.correction(of: word) == nil, "\(word)")
        }
        // "wall" is only in a cue: no typo reaches it, but it is a word of the catalog, not a slip.
        #expect(index.search("wall").corrections.isEmpty)
        #expect(index.search("wall").results.map(\.exercise.id) == ["wall-cue"])
    }

    @Test("a slip beyond the typo budget is read as the closest word, and the results say so")
    func slipsAreRead() {
        // goblin → goblet: two substitutions, beyond the budget of 1 of a 6-letter word.
        let results = index.search("goblin squat")
        #expect(results.results.first?.exercise.id == "goblet-squat")
        #expect(results.corrections.map(\.typed) == ["goblin"])
        #expect(results.corrections.map(\.correction) == ["goblet"])
        #expect(results.corrections.map(\.distance) == [2])
        #expect(results.suggestion == "goblet squat")
        // Air Squat, which lacks the corrected word, follows.
        #expect(results.results.map(\.exercise.id) == ["goblet-squat", "air-squat"])
        #expect(index.search("goblet squat").suggestion == nil)
    }

    @Test("a word is read as typed when that is closer than its stem")
    func typedWordBeforeItsStem() {
        // "revers" folds to "rever", two edits from "reverse"; as typed it is one (a dropped "e").
        let results = index.search("revers lunge", options: .completeText)
        #expect(results.corrections.map(\.typed) == ["revers"])
        #expect(results.corrections.map(\.correction) == ["reverse"])
        #expect(results.corrections.map(\.distance) == [1])
        #expect(results.results.first?.exercise.id == "reverse-lunge")
        // "goblins" folds to "goblin", two edits from "goblet"; as typed it is three: the stem is read.
        let plural = index.search("goblins squat", options: .completeText)
        #expect(plural.corrections.map(\.correction) == ["goblet"])
        #expect(plural.corrections.map(\.distance) == [2])
    }

    @Test("a neighbouring key beats a more common word; frequency breaks the rest")
    func keyboardAndFrequency() {
        // "rpw": p sits beside o, not beside a, so it is "row" although "raw" is in two names.
        #expect(index.search("rpw").suggestion == "row")
        // "rxw": x is beside neither, both are one edit away: the more common "raw".
        #expect(index.search("rxw").suggestion == "raw")
        #expect(Set(index.search("rxw").results.map(\.exercise.id)) == ["raw-sprint", "raw-hold"])
    }

    @Test("a five-letter word is read two edits away only when its letters are the word's, out of order")
    func fiveLetterWordsTwoEditsAway() {
        // "bnehc" holds the letters of bench, two swaps apart; "bxnxh" is two substitutions from it.
        #expect(index.search("bnehc").corrections.map(\.correction) == ["bench"])
        #expect(index.search("bxnxh").corrections.isEmpty)
        #expect(index.search("bxnxh").total == 0)
    }

    @Test("words of captions (names of more than six words) are not read, so a miss stays a miss")
    func captionWordsAreNotTargets() {
        // "dnaec" is two swaps from "dance", a word only of a caption.
        #expect(index.search("dnaec").total == 0)
        #expect(index.search("dnaec").suggestion == nil)
        #expect(index.search("xylophone").total == 0)
    }

    @Test("nothing under three letters, no stopword and no word of another script is offered")
    func shortWordsAndStopwords() {
        // "zq" was offered "q", and a Cyrillic or CJK word the stopword "a".
        for query in ["zq", "привет", "日本語", "ab", "xa"] {
            let results = index.search(query)
            #expect(results.suggestion == nil, "\(query)")
            #expect(results.corrections.isEmpty, "\(query)")
        }
        #expect(WordCorrector.limit(forLength: 2) == 0)
        #expect(WordCorrector.limit(forLength: 4) == 1)
        #expect(WordCorrector.limit(forLength: 5) == 1)
        #expect(WordCorrector.limit(forLength: 6) == 2)
        #expect(WordCorrector.swapLimit(forLength: 4) == 1)
        #expect(WordCorrector.swapLimit(forLength: 5) == 2)
    }

    @Test("a workout line reached only through a short word's correction needs the rest of the line")
    func shortCorrectionsInWorkouts() {
        let reader = WorkoutReader(index: index)
        let entries = reader.read("10 rwo\n10 low rwo\n12 goblin squats\n")
        // "rwo" alone is read as "row", but a four-letter slip could be many words: a miss.
        #expect(entries.map { $0.match?.id } == [nil, "low-row", "goblet-squat"])
        #expect(entries[0].alternatives.first?.id == "row")
    }

    @Test("keys are neighbours side by side and across rows, not further")
    func keyboardNeighbours() {
        let pairs: [(Character, Character, Bool)] = [
            ("o", "p", true), ("a", "q", true), ("a", "w", true), ("s", "x", true), ("z", "a", true),
            ("a", "p", false), ("q", "z", false), ("e", "e", false), ("1", "2", false),
        ]
        for (left, right, expected) in pairs {
            let a = left.unicodeScalars.first!.value
            let b = right.unicodeScalars.first!.value
            #expect(KeyboardLayout.areNeighbours(a, b) == expected, "\(left) \(right)")
            #expect(KeyboardLayout.areNeighbours(b, a) == expected, "\(right) \(left)")
        }
    }
}

@Suite("Vocabulary correction on the real catalog", TestCatalog.isRequired)
struct RealCatalogCorrectionTests {
    @Test("no word of the real catalog's vocabulary is ever corrected")
    func vocabularyWordsStay() throws {
        let storage = SearchStorage(exercises: try TestCatalog.load().exercises)
        var corrector = WordCorrector(vocabulary: storage.vocabulary) { storage.postings.range(of: $0).count }
        let corrected = (0..<storage.vocabulary.count).map(storage.vocabulary.word).filter {
            corrector.correction(of: $0) != nil
        }
        #expect(corrected.isEmpty)
    }

    @Test("slips into real words find the move; stopwords and short words are never offered")
    func slips() throws {
        let index = try TestCatalog.index()
        #expect(index.search("goblin squat").results.first?.exercise.id == "goblet-squat")
        for query in ["zq", "привет", "日本語"] {
            #expect(index.search(query).suggestion == nil, "\(query)")
        }
        for query in ["xylophone dance", "renegade rows", "wall sit", "jumping jacks"] {
            let results = index.search(query)
            #expect(results.results.allSatisfy { !results.missingWords(of: $0).isEmpty }, "\(query)")
        }
    }
}
