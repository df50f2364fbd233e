import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Caption names: aka names and hashtags")
struct CaptionNamesTests {
    private typealias F = SearchFixtures

    /// `exercise` with its one video's caption replaced by `caption`.
    private static func captioned(_ exercise: Exercise, _ caption: String) -> Exercise {
        var exercise = exercise
        exercise.videos[0].description = caption
        return exercise
    }

    @Test("a caption's hashtags and aka names are read, brackets only when they start with aka")
    func parts() {
        func parts(_ caption: String) -> (hashtags: [String], akaNames: [String]) {
            let bytes = Array(caption.utf8)
            // A list left from an earlier caption is replaced.
            var tags = [0..<1]
            let names = bytes.withUnsafeBufferPointer { CaptionNames.parts(of: $0, hashtags: &tags) }
            return (tags.map { String(decoding: bytes[$0], as: UTF8.self) }, names)
        }
        let (tags, names) = parts(
            "Bench Bridge aka Hip Thrust: drive! (Slow) #SingleLegDeadlift #otf (a.k.a. the Floor Press) pakaa"
        )
        #expect(tags == ["SingleLegDeadlift", "otf"])
        #expect(names == ["Hip Thrust", "the Floor Press"])
        #expect(parts("AKA").akaNames.isEmpty)
        #expect(parts("Low to High Chop (aka Lift) and more words after it").akaNames == ["Lift"])
        #expect(parts("aka one two three four five six").akaNames == ["one two three four"])
        // An "aka" inside a hashtag is the tag's; "k" alone or after another letter starts nothing.
        #expect(parts("#akabar then aka Lift").hashtags == ["akabar"])
        #expect(parts("#akabar then aka Lift").akaNames == ["Lift"])
        #expect(parts("kettlebell k.a. Kaka #k").akaNames.isEmpty)
        #expect(parts("A.K.A Hollow Rock").akaNames == ["Hollow Rock"])
        // Only the first four words are read, as from the whole line: a space carrying a combining
        // mark, a tab or a line break parts words like a space.
        #expect(parts("aka a \u{301}b c d e f g").akaNames == ["a b c d"])
        #expect(parts("aka one\ttwo\r\nthree four five").akaNames == ["one two"])
        #expect(parts("aka one\ttwo three four five").akaNames == ["one two three four"])
        // A no-break space between spaces is no word: the name still gets its four.
        #expect(parts("aka a \u{A0} b c d e").akaNames == ["a b c d"])
    }

    @Test("a piece is ruled out by its first two letters and length, plural endings allowed")
    func knownWordPieces() {
        var known = KnownWords(stemCount: 2)
        let lunge = Array("lunge".utf8)
        lunge.withUnsafeBufferPointer { known.add(1, bytes: $0) }
        #expect(known.flags == [false, true])
        // "lunge", "lunges" and two more letters ("lunge" + "es") may fold to it: lengths 5, 6 and 7.
        #expect(known.pieceLengths(startingWith: UInt8(ascii: "l"), UInt8(ascii: "u")) == 0b1110_0000)
        #expect(known.pieceLengths(startingWith: UInt8(ascii: "r"), UInt8(ascii: "u")) == 0)
        #expect(known.pieceLengths(startingWith: UInt8(ascii: "l"), UInt8(ascii: "o")) == 0)
    }

    @Test("a hashtag splits into the fewest known words, or not at all")
    func hashtagSplit() {
        let known: Set<String> = [
            "single", "leg", "sin", "gleleg", "deadlift", "dead", "lift", "push", "up", "low", "row",
        ]
        func split(_ tag: String) -> [String]? {
            let bytes = Array(tag.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                // Any length from 2 to 8 may be known.
                HashtagSplit.split(buffer, pieceLengths: { _, _ in 0b1_1111_1100 }) {
                    known.contains(String(decoding: $0, as: UTF8.self))
                }
                .map { $0.map { String(decoding: bytes[$0], as: UTF8.self) } }
            }
        }
        // Three words, not "sin gleleg dead lift" (four).
        #expect(split("singlelegdeadlift") == ["single", "leg", "deadlift"])
        #expect(split("pushup") == ["push", "up"])
        #expect(split("lowrow") == ["low", "row"])
        #expect(split("row") == ["row"])
        #expect(split("tallguys") == nil)
        #expect(split("rowx") == nil)
        #expect(split("x") == nil)
    }

    @Test("caption names find an exercise, below one found by its name; ignored tags add nothing")
    func searchThroughCaptions() {
        let exercises = [
            Self.captioned(
                F.exercise("sl-rdl", "Balance Hinge"), "Balance Hinge #singlelegdeadlift #otf #coach"),
            F.exercise("single-leg-deadlift", "Single Leg Deadlift"),
            F.exercise("bench-bridge", "Bench Bridge"),
            Self.captioned(F.exercise("hip-lift", "Hip Lift"), "Hip Lift aka Hip Thrust, done slowly"),
            F.exercise("coach-tips", "Coach Tips"),
        ]
        let index = SearchIndex(exercises: exercises)
        let results = index.search("single leg deadlift").results
        #expect(results.map(\.exercise.id) == ["single-leg-deadlift", "sl-rdl"])
        #expect(results.last?.matchedFields == [.captionNames])
        #expect(index.search("hip thrust").results.first?.exercise.id == "hip-lift")
        // #coach and #otf are on nearly every post: they add nothing ("coach" still finds the name that
        // says it and the creator Coach Rudy).
        #expect(index.search("coach").results.allSatisfy { !$0.matchedFields.contains(.captionNames) })
        #expect(index.search("otf").total == 0)
        // Caption names take no typos: "deadlfit" is a typo of the name's word only.
        #expect(index.search("deadlfit").results.map(\.exercise.id) == ["single-leg-deadlift"])
    }
}
