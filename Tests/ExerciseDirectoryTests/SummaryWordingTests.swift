import CatalogTestSupport
import ExerciseCatalog
import ExerciseDirectory
import Testing

@Suite struct SummaryWordingTests {
    @Test func summarisesEquipment() {
        #expect(Wording.equipmentSummary([]) == "Equipment not specified")
        #expect(Wording.equipmentSummary(["bosu"]) == "BOSU")
        #expect(
            Wording.equipmentSummary(["TRX straps", "y-bell", "medicine ball"])
                == "TRX Straps, Y-Bell, Medicine Ball")
    }

    @Test func skipsBlankEquipmentTags() {
        #expect(Wording.equipmentSummary(["", "  "]) == "Equipment not specified")
        #expect(Wording.equipmentSummary(["dumbbell", " ", "bench"]) == "Dumbbell, Bench")
    }

    @Test func summarisesCreators() {
        #expect(Wording.creatorSummary([]) == "Creator pending")
        #expect(Wording.creatorSummary([ModelFixtures.rudy]) == "Coach Rudy")
        #expect(Wording.creatorSummary([ModelFixtures.rudy, ModelFixtures.austin]) == "2 creators")
    }

    @Test func namesALoneCreatorWithoutADisplayNameByHandle() {
        var unnamed = ModelFixtures.rudy
        unnamed.displayName = "  "
        #expect(Wording.creatorSummary([unnamed]) == "@coachingotf")
        unnamed.handle = ""
        #expect(Wording.creatorSummary([unnamed]) == "Creator pending")
    }

    @Test func listsDistinctCreatorsInFirstSeenOrder() {
        var renamedRudy = ModelFixtures.rudy
        renamedRudy.displayName = "Rudy again"
        let exercise = ModelFixtures.exercise(
            id: "goblet-squat", name: "Goblet Squat",
            videos: [
                ModelFixtures.video("ig_1", creator: ModelFixtures.austin),
                ModelFixtures.video("ig_2", creator: ModelFixtures.rudy),
                ModelFixtures.video("tt_3", source: .tiktok, creator: ModelFixtures.austin),
                ModelFixtures.video("ig_4", creator: renamedRudy),
            ])
        #expect(exercise.creators == [ModelFixtures.austin, ModelFixtures.rudy])
        #expect(ModelFixtures.exercise(id: "none", name: "None").creators == [])
    }
}
