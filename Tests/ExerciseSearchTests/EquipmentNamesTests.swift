import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Equipment names: the one list search, workouts and lint read")
struct EquipmentNamesTests {
    @Test("every entry has a tag of its own, a name and a reason")
    func entriesAreComplete() {
        let tags = EquipmentNames.entries.map(\.tag)
        #expect(Set(tags).count == tags.count)
        for entry in EquipmentNames.entries {
            #expect(entry.tag == entry.tag.lowercased(), "\(entry.tag)")
            #expect(!entry.names.isEmpty, "\(entry.tag)")
            #expect(entry.reason.contains { !$0.isWhitespace }, "\(entry.tag)")
        }
    }

    @Test("names the catalog's equipment tags, no more and no fewer", TestCatalog.isRequired)
    func tagsAreTheCatalogs() throws {
        let catalogTags = Set(try TestCatalog.load().exercises.flatMap(\.equipment).map { $0.lowercased() })
        #expect(Set(EquipmentNames.entries.map(\.tag)) == catalogTags)
    }

    @Test("finds an entry by its tag in any case")
    func entryByTag() {
        #expect(EquipmentNames.entry(tag: "TRX Straps")?.names.first == "trx")
        #expect(EquipmentNames.entry(tag: "foam roller") == nil)
    }

    @Test("equipment with two names or more is a synonym group; context words never are")
    func synonymGroups() {
        let rower = SynonymTable.terms(sameAs: "erg")
        #expect(Set(rower) == ["rower", "erg", "rowing machine", "row machine", "water rower"])
        #expect(SynonymTable.terms(sameAs: "row") == ["row"])
        #expect(SynonymTable.terms(sameAs: "bosu") == ["bosu"])
        #expect(Set(SynonymTable.terms(sameAs: "tread")) == ["tread", "treadmill"])
    }

    @Test("the workout reader's machine words come from the machines' names and context words")
    func workoutMachineWords() {
        #expect(WorkoutVocabulary.treadWords == ["tread", "treads", "treadmill", "treadmills"])
        #expect(
            WorkoutVocabulary.machineWords == [
                "rower", "erg", "row", "rowing", "rowed", "bike", "biking", "biker", "strider", "run", "jog",
                "walk", "ski",
            ])
        #expect(WorkoutVocabulary.alternatingWords == ["alt", "alternating", "alternate"])
    }
}
