import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// The everyday names, shorthand and synonyms front ends list for an exercise (system search's keywords).
@Suite struct EverydayNameLookupTests {
    @Test("an exercise gets the entries its name or equipment names, and those written from it")
    func namesFromNameEquipmentAndReaches() {
        var swing = ModelFixtures.exercise(id: "hip-hinge-swing", name: "Hip Hinge Swing")
        swing.equipment = ["dumbbell"]
        let names = EverydayNameLookup.names(for: swing)
        // The swings entry (its term is the whole name, which is left out) and the dumbbell entry.
        #expect(names.starts(with: ["db", "dumbbell"]), "\(names)")
        #expect(names.contains("kettlebell swing"))
        #expect(names.contains("kb swing"))
        #expect(names.contains("russian swing"))
        #expect(!names.contains("hip hinge swing"), "its own name is no extra keyword")
        #expect(!names.contains("mountain climber"))

        let plain = ModelFixtures.exercise(id: "made-up-move", name: "Zzyzx Hold")
        #expect(EverydayNameLookup.names(for: plain).isEmpty)
    }

    @Test(
        "every exercise an everyday-name entry was written from gets each of its aliases",
        TestCatalog.isRequired)
    func realCatalogExercisesGetTheirAliases() throws {
        let catalog = try TestCatalog.load()
        var reached = 0
        // Spellings search folds alike ("side ab", "side abs") are listed once, the first one met.
        func folded(_ text: String) -> [String] {
            SearchText.words(in: text).map { PluralFolding.stem($0.text) }
        }
        for exercise in catalog.exercises {
            let names = Set(EverydayNameLookup.names(for: exercise).map(folded))
            for entry in SynonymTable.entries where entry.reaches.contains(exercise.id) {
                reached += 1
                for alias in entry.aliases {
                    #expect(names.contains(folded(alias)), "\(exercise.id) lacks \(alias)")
                }
            }
        }
        #expect(reached >= 60, "the table reaches \(reached) exercises")
    }
}
