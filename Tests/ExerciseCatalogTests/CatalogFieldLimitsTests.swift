import Foundation
import Testing

@testable import ExerciseCatalog

/// Catalog text is bounded at load: free text longer than its limit is cut with "…" and a warning (the
/// record is kept); an id, tag, handle, link or thumbnail path longer than its limit is refused.
@Suite struct CatalogFieldLimitsTests {
    @Test func aFiftyMegabyteCaptionIsCutToItsLimitWithAWarningAndTheRecordKept() throws {
        let caption = String(repeating: "Squat low. ", count: 5_000_000)
        #expect(caption.utf8.count > 50_000_000)
        let result = try RecordFixture.decode([RecordFixture.record(description: caption)])
        let exercise = try #require(result.exercises.first)
        let shown = exercise.videos[0].description
        #expect(shown.count == CatalogFieldLimits.caption)
        #expect(shown == String(caption.prefix(CatalogFieldLimits.caption - 1)) + "…")
        #expect(
            result.problems == [
                CatalogProblem(
                    severity: .warning, file: "exercises.json", recordIndex: 0, recordID: "goblet-squat",
                    field: "videos[0].description",
                    message:
                        "is over its limit of 5,000 characters (55,000,000 bytes); cut to 5,000 characters, "
                        + "the last \"…\"")
            ])
    }

    @Test func everyFreeTextFieldIsCutAtItsOwnLimit() throws {
        let long = String(repeating: "a", count: 6_000)
        let result = try RecordFixture.decode([RecordFixture.record(name: long, cue: long, displayName: long)]
        )
        let exercise = try #require(result.exercises.first)
        #expect(exercise.name.count == CatalogFieldLimits.name && exercise.name.hasSuffix("a…"))
        #expect(
            exercise.coachingCues == [String(repeating: "a", count: CatalogFieldLimits.coachingCue - 1) + "…"]
        )
        #expect(exercise.videos[0].creator.displayName.count == CatalogFieldLimits.displayName)
        #expect(
            result.problems.map(\.field) == [
                "exercise_name", "coaching_cues[0]", "videos[0].creator.display_name",
            ])
        #expect(result.problems.allSatisfy { $0.severity == .warning })
    }

    @Test func textAtItsLimitIsKeptWhole() throws {
        let caption = String(repeating: "é", count: CatalogFieldLimits.caption)
        let result = try RecordFixture.decode([RecordFixture.record(description: caption)])
        #expect(result.problems.isEmpty)
        #expect(result.exercises.first?.videos[0].description == caption)
    }

    @Test func anIdTagOrLinkLongerThanItsLimitIsRefused() throws {
        let long = String(repeating: "a", count: CatalogFieldLimits.matchedValue + 1)
        let result = try RecordFixture.decode([
            RecordFixture.record(id: long), RecordFixture.record(id: "b", equipment: long),
            RecordFixture.record(id: "c", url: "https://x/" + long),
            RecordFixture.record(id: "d"),
        ])
        #expect(result.exercises.map(\.id) == ["d"])
        #expect(result.problems.map(\.field) == ["id", "equipment[0]", "videos[0].url"])
        #expect(result.problems.allSatisfy { $0.severity == .error })
        #expect(
            result.problems.first?.message
                == "is over its limit of 2,048 characters (2,049 bytes); refused, since it is matched or opened as it is"
        )
    }

    /// One character of a million combining marks is one character, but it is cut all the same: the
    /// scalars are bounded too, and a character the scalar cut splits is left out whole.
    @Test func aCharacterOfAMillionCombiningMarksIsCut() throws {
        let zalgo = "a" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(zalgo.count == 1)
        #expect(CatalogFieldLimits.cut(zalgo, to: CatalogFieldLimits.caption) == "…")
        let marked = String(repeating: "e\u{301}", count: 30_000)
        let cut = try #require(CatalogFieldLimits.cut(marked, to: CatalogFieldLimits.caption))
        #expect(cut == String(repeating: "e\u{301}", count: CatalogFieldLimits.caption - 1) + "…")
        let flags = String(repeating: "🇫🇷", count: 10)
        #expect(CatalogFieldLimits.cut(flags, to: 10) == nil)
        #expect(CatalogFieldLimits.cut(flags, to: 9) == String(repeating: "🇫🇷", count: 8) + "…")
        // Seven scalars each: 40 scalars hold five whole families; the sixth, split, is left out.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 10)
        #expect(CatalogFieldLimits.cut(families, to: 10) == String(repeating: "👨‍👩‍👧‍👦", count: 5) + "…")
    }

    @Test func cuttingLooksAtNoMoreThanTheLimit() {
        #expect(CatalogFieldLimits.cut("abc", to: 3) == nil)
        #expect(CatalogFieldLimits.cut("abcd", to: 3) == "ab…")
        #expect(CatalogFieldLimits.cut("👍🏽👍🏽👍🏽👍🏽", to: 3) == "👍🏽👍🏽…")
    }
}
