import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// Each ranking bucket in isolation: the exercises of a test differ in that bucket only, and are listed
/// in an order (catalog and A–Z) different from the expected ranking, so only the bucket can explain it.
@Suite("Ranking buckets")
struct RankingTests {
    private typealias F = SearchFixtures

    @Test("more query words matched ranks first, and partial matches still follow")
    func matchedWords() {
        let exercises = [
            F.exercise("skier-swing", "Skier Swing"),
            F.exercise("kettlebell-press", "Kettlebell Press"),
            F.exercise("kettlebell-swing", "Kettlebell Swing"),
        ]
        let results = SearchIndex(exercises: exercises).search("kettlebell swing").results
        #expect(results.first?.exercise.id == "kettlebell-swing")
        #expect(results.first?.rank.missingWords == 0)
        #expect(Set(results.dropFirst().map(\.exercise.id)) == ["skier-swing", "kettlebell-press"])
        #expect(results.dropFirst().allSatisfy { $0.rank.missingWords == 1 })
    }

    @Test("of results missing a word, one missing only a word that tags name comes first")
    func missingTaggedWords() {
        let exercises = [
            F.exercise("squat", "Squat", equipment: ["dumbbell"]),
            F.exercise("dumbbell-split-squat", "Dumbbell Split Squat", equipment: ["dumbbell"]),
            F.exercise("goblet-squat", "Goblet Squat", equipment: ["bodyweight"]),
        ]
        // No exercise has all three words. "db" is a tag of two of them, "goblet" of none: the goblet
        // squat tagged bodyweight lacks only the equipment, the others lack the move.
        let results = SearchIndex(exercises: exercises).search("db goblet squat").results
        #expect(results.first?.exercise.id == "goblet-squat")
        #expect(results.map(\.rank.missingWords) == [1, 1, 1])
        #expect(results.map(\.rank.missingUntaggedWords) == [0, 1, 1])
    }

    @Test("a partial match found only in coaching cues is left out")
    func partialCueMatchesAreDropped() {
        let exercises = [
            F.exercise("hip-hinge", "Hip Hinge", cues: ["Swing the bell"]),
            F.exercise("skier-swing", "Skier Swing"),
            F.exercise("bell-swing", "Bell Drill", cues: ["Kettlebell swing tempo"]),
        ]
        // "hip-hinge" matches only "swing", and only in a cue; "bell-swing" matches both words in cues.
        #expect(F.ids("kettlebell swing", in: exercises) == ["bell-swing", "skier-swing"])
    }

    @Test("question words do not decide the ranking when other words match")
    func questionWords() {
        let exercises = [
            F.exercise("how-caption", "How Do I Do This? Here's How"),
            F.exercise("air-squat", "Air Squat"),
            F.exercise("goblet-squat", "Goblet Squat", equipment: ["dumbbell"]),
        ]
        // Counted before: how, do, i, do, goblet, squat, dumbbell; the caption matched four, Goblet Squat
        // three. Now only goblet, squat and dumbbell count: Goblet Squat matches all three, Air Squat one,
        // the caption none (it is no result).
        #expect(
            F.ids("how do i do a goblet squat with a dumbbell", in: exercises) == [
                "goblet-squat", "air-squat",
            ])
        // A query of question words only searches them like any words.
        #expect(F.ids("how do i", in: exercises) == ["how-caption"])
        // Asking for exercises is no word of an exercise: only "glute" counts, so the caption matching
        // "best" and "exercises" is no result.
        let request = [
            F.exercise("best-exercises", "The Best Exercises You Need"),
            F.exercise("glute-bridge", "Glute Bridge", muscles: ["glutes"]),
        ]
        #expect(F.ids("best glute exercises", in: request) == ["glute-bridge"])
        #expect(F.ids("what's a glute workout", in: request) == ["glute-bridge"])
    }

    @Test("coaching cues match words as typed, never with typos")
    func noTyposInCues() {
        let pushUp = F.exercise("push-up", "Push Up", cues: ["Maintain a flat back"])
        let mountainClimber = F.exercise("mountain-climber", "Mountain Climber")
        // "mountain" is two typos from "maintain": in a name or tag that would match, in a cue it does not.
        #expect(F.ids("mountain", in: [pushUp, mountainClimber]) == ["mountain-climber"])
        #expect(F.ids("mountain", in: [pushUp]) == [])
        #expect(F.ids("maintain", in: [pushUp, mountainClimber]) == ["push-up", "mountain-climber"])
        #expect(
            F.ids("maintian", in: [F.exercise("maintain-drill", "Maintain Drill"), pushUp]) == [
                "maintain-drill"
            ])
    }

    @Test("fewer typos rank first")
    func typos() {
        let exercises = [F.exercise("squad-drill", "Squad Drill"), F.exercise("squat-drill", "Squat Drill")]
        let results = SearchIndex(exercises: exercises).search("squat").results
        #expect(results.map(\.exercise.id) == ["squat-drill", "squad-drill"])
        #expect(results.map(\.rank.typos) == [0, 1])
    }

    @Test("a better field ranks first: name and tag, then name or tag alone, then creator, then cues")
    func fields() {
        let glutesGuy = Creator(id: "glute-guy", displayName: "Glute Guy", handle: "gg", profileURL: "")
        let exercises = [
            F.exercise("leg-raise", "Leg Raise", cues: ["Squeeze the glute"]),
            F.exercise("arm-raise", "Arm Raise", videos: [(.tiktok, glutesGuy)]),
            F.exercise("glute-raise-hold", "Glute Raise Hold"),
            F.exercise("hip-raise", "Hip Raise", muscles: ["glutes"]),
            F.exercise("glute-kick", "Glute Kick", muscles: ["glutes"]),
        ]
        let results = SearchIndex(exercises: exercises).search("glute").results
        // The name alone is no surer than a tag alone (both cost 1): the shorter "Hip Raise" goes first.
        #expect(
            results.map(\.exercise.id) == [
                "glute-kick", "hip-raise", "glute-raise-hold", "arm-raise", "leg-raise",
            ])
        #expect(results.map(\.rank.fieldCost) == [0, 1, 1, 2, 3])
        #expect(
            results.map(\.matchedFields) == [
                [.name, .muscleGroups], [.muscleGroups], [.name], [.creator], [.coachingCues],
            ])
    }

    @Test("a query phrase found whole in one tag is as sure as a name and a tag")
    func tagPhrases() {
        let exercises = [
            F.exercise("row", "Row", category: .upperBody, muscles: ["back"]),
            F.exercise("back-extension", "Back Extension", category: .upperBody, muscles: ["lower back"]),
            F.exercise("reverse-fly", "Reverse Fly", muscles: ["upper back"]),
        ]
        let results = SearchIndex(exercises: exercises).search("upper back").results
        // "Reverse Fly" has the tag "upper back" (0 + 0); "Back Extension" has "back" in its name and a tag
        // (0) but "upper" only in the category "Upper Body" (1); "Row" has both words, in different tags.
        #expect(results.map(\.exercise.id) == ["reverse-fly", "back-extension", "row"])
        #expect(results.map(\.rank.fieldCost) == [0, 1, 2])
    }

    @Test("the beginning of a tag word is weaker than a whole one")
    func prefixesInTags() {
        let exercises = [
            F.exercise("hip-raise", "Hip Raise", muscles: ["glutes"]),
            F.exercise("glute-kick-hold", "Glute Kick Hold", muscles: ["glutes"]),
            F.exercise("glute-raise", "Glute Raise"),
        ]
        let typed = SearchIndex(exercises: exercises).search("glu").results
        // "glu" begins "Glute" in two names (1 each: the tag's "glutes" adds nothing to a beginning) and
        // only the tag of "Hip Raise" (2).
        #expect(typed.map(\.exercise.id) == ["glute-raise", "glute-kick-hold", "hip-raise"])
        #expect(typed.map(\.rank.fieldCost) == [1, 1, 2])
        let whole = SearchIndex(exercises: exercises).search("glute").results
        #expect(whole.map(\.exercise.id) == ["glute-kick-hold", "glute-raise", "hip-raise"])
        #expect(whole.map(\.rank.fieldCost) == [0, 1, 1])
    }

    @Test("a query naming an exercise word for word ranks it before other full matches")
    func coversName() {
        let exercises = [
            F.exercise("curl", "Curl", muscles: ["biceps"]),
            F.exercise("balance-biceps-curl", "Balance Biceps Curl", muscles: ["biceps"]),
            F.exercise("biceps-curl", "Biceps Curl"),
        ]
        let results = SearchIndex(exercises: exercises).search("bicpes curl").results
        // Each has one typo. "Biceps Curl" is named by the query word for word; "Balance Biceps Curl"
        // has a word more (field cost 0 + 1); "Curl" has biceps only as a tag (1 + 1).
        #expect(results.map(\.exercise.id) == ["biceps-curl", "balance-biceps-curl", "curl"])
        #expect(results.map(\.rank.coversName) == [true, false, false])
        #expect(results.map(\.rank.fieldCost) == [2, 1, 2])
        // A word still being typed names nothing yet.
        let typed = SearchIndex(exercises: exercises).search("biceps cu").results
        #expect(!typed.isEmpty && typed.allSatisfy { !$0.rank.coversName })
    }

    @Test("the word itself or a synonym ranks before a prefix and a typo'd prefix")
    func matchKinds() {
        let exercises = [
            F.exercise("curly-hold", "Curly Hold"),
            F.exercise("dumbbell-hold", "Dumbbell Hold"),
            F.exercise("curls-hold", "Curls Hold"),
        ]
        let prefix = SearchIndex(exercises: exercises).search("curl").results
        #expect(prefix.map(\.exercise.id) == ["curls-hold", "curly-hold"])
        #expect(prefix.map(\.rank.matchCost) == [0, 2])
        let synonym = SearchIndex(exercises: [F.exercise("db", "Why DB Work Beats Machines")] + exercises)
            .search("db").results
        // The caption has the word itself, "Dumbbell Hold" its synonym: both cost 0, so the shorter name
        // (2 words against 5) ranks first.
        #expect(synonym.map(\.exercise.id) == ["dumbbell-hold", "db"])
        #expect(synonym.map(\.rank.matchCost) == [0, 0])
        let typoPrefix = SearchIndex(exercises: exercises).search("curk").results
        // "curk" is one edit from "curl" (a whole word, cost 3) and from "curl", the start of "curly"
        // (a typo'd prefix, cost 4).
        #expect(typoPrefix.map(\.exercise.id) == ["curls-hold", "curly-hold"])
        #expect(typoPrefix.map(\.rank.matchCost) == [3, 4])
    }

    @Test("name words in query order and side by side rank first")
    func proximity() {
        let exercises = [
            F.exercise("row-low-hold", "Row Low Hold"),
            F.exercise("low-band-row", "Low Band Row"),
            F.exercise("low-row-hold", "Low Row Hold"),
        ]
        let results = SearchIndex(exercises: exercises).search("low row").results
        #expect(results.map(\.exercise.id) == ["low-row-hold", "low-band-row", "row-low-hold"])
        // Positions (low, row): (0, 1) → 0; (0, 2) → |2 - 0 - 1| = 1; (1, 0) → |0 - 1 - 1| = 2.
        #expect(results.map(\.rank.proximity) == [0, 1, 2])
    }

    @Test("shorter names rank first")
    func nameLength() {
        let exercises = [
            F.exercise("low-side-plank", "Low Side Plank"),
            F.exercise("side-plank", "Side Plank"),
            F.exercise("plank", "Plank"),
        ]
        let results = SearchIndex(exercises: exercises).search("plank").results
        #expect(results.map(\.exercise.id) == ["plank", "side-plank", "low-side-plank"])
        #expect(results.map(\.rank.nameLength) == [1, 2, 3])
    }

    @Test("a query spelling a whole name puts that exercise first")
    func exactName() {
        let exercises = [F.exercise("plank", "Plank"), F.exercise("the-plank", "The Plank")]
        // "the" is a stopword, so without the exact-name bucket the shorter "Plank" would win.
        let results = SearchIndex(exercises: exercises).search("the plank").results
        #expect(results.map(\.exercise.id) == ["the-plank", "plank"])
        #expect(results.map(\.rank.isExactName) == [true, false])
        let joined = SearchIndex(exercises: [
            F.exercise("push-up-hold", "Push Up Hold"), F.exercise("pu", "Push-Up"),
        ])
        #expect(joined.search("pushup").results.first?.exercise.id == "pu")
    }

    @Test("ranks compare bucket by bucket and pack into a score")
    func rankOrder() {
        let better = SearchRank(
            isExactName: false, missingWords: 0, missingUntaggedWords: 0, typos: 0, coversName: false,
            fieldCost: 3, matchCost: 0,
            proximity: 9, nameLength: 9, browsePosition: 9)
        let worse = SearchRank(
            isExactName: false, missingWords: 0, missingUntaggedWords: 0, typos: 1, coversName: true,
            fieldCost: 0, matchCost: 0,
            proximity: 0, nameLength: 1, browsePosition: 0)
        #expect(better < worse)
        #expect(better.score > worse.score)
        let covering = SearchRank(
            isExactName: false, missingWords: 0, missingUntaggedWords: 0, typos: 0, coversName: true,
            fieldCost: 9, matchCost: 9,
            proximity: 9, nameLength: 9, browsePosition: 9)
        #expect(covering < better)
        let saturated = SearchRank(
            isExactName: true, missingWords: 99, missingUntaggedWords: 99, typos: 99, coversName: true,
            fieldCost: 99, matchCost: 99,
            proximity: 999, nameLength: 999, browsePosition: 7)
        #expect(saturated.missingWords == 15)
        #expect(saturated.typos == 31)
        #expect(saturated.fieldCost == 63)
        #expect(saturated.proximity == 127)
        #expect(saturated.nameLength == 63)
        #expect(saturated.browsePosition == 7)
        #expect(saturated.isExactName)
        #expect(saturated.coversName)
    }
}
