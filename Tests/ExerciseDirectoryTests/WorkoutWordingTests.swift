import ExerciseCatalog
import ExerciseDirectory
import ExerciseSearch
import Testing

@Suite("Workout rows and the partial-match notice")
struct WorkoutWordingTests {
    private let index = SearchIndex(exercises: SampleCatalog.load().exercises)

    @Test("the notice names the words the results lack, and is absent when the first matched all")
    func partialMatchNotice() {
        #expect(
            PartialMatchNotice.text(for: index.search("zzzzzzzz impossible curl"))
                == "No exercise matches every word; showing matches without: zzzzzzzz, impossible")
        // Goblet Squat lacks "dolly", Ab Dolly Rollout lacks "goblet".
        #expect(
            PartialMatchNotice.text(for: index.search("goblet dolly"))
                == "No exercise matches every word; showing matches without some of: goblet, dolly")
        #expect(PartialMatchNotice.text(for: index.search("hammer curl")) == nil)
        // A word read as another says so, with the words still missing after it.
        #expect(
            PartialMatchNotice.text(for: index.search("goblin squat")) == "Showing results for goblet squat")
        #expect(
            PartialMatchNotice.text(for: index.search("goblin zzzzzzzz"))
                == "Showing results for goblet zzzzzzzz; no exercise matches every word; showing matches "
                + "without: zzzzzzzz")
        #expect(PartialMatchNotice.text(for: index.search("zzzzzzzz")) == nil)
        #expect(PartialMatchNotice.text(for: index.search("")) == nil)
    }

    @Test("rows say the match and its demos, no match with the closest, or the line's kind")
    func rows() {
        let entries = WorkoutReader(index: index).read(
            "BLOCK 1\n12 Goblet Squat\n8 renegade curls\nRest 1:00\n")
        let rows = entries.map(WorkoutRow.init)
        #expect(rows.map(\.title) == ["Section", "Goblet Squat", "No match", "Rest"])
        #expect(rows.map(\.isUnmatched) == [false, false, true, false])
        #expect(rows[1].exerciseID == "goblet-squat")
        #expect(rows[1].detail == "2 demos")
        #expect(rows[1].accessibilityLabel == "12 Goblet Squat: Goblet Squat, 2 demos")
        #expect(rows[2].detail == "Closest: Hammer Curl")
        #expect(rows[0].detail == "" && rows[0].accessibilityLabel == "BLOCK 1")
    }
}
