import CatalogTestSupport
import ExerciseCatalog
import ExerciseSearch
import Foundation
import Testing

@testable import ExerciseDirectory

/// What system search is given: one entry per exercise, with the words search knows for it.
@Suite struct SpotlightIndexingTests {
    /// The sample, taken for a real catalog (the sample itself is never indexed).
    private var sampleAsReal: Catalog {
        var catalog = SampleCatalog.load()
        catalog.isSample = false
        return catalog
    }

    @Test("an entry has the title, a one-line summary, keywords and the first thumbnail")
    func entryOfOneExercise() throws {
        let squat = try #require(sampleAsReal.exercise(id: "goblet-squat"))
        let entry = SpotlightEntry(exercise: squat)
        #expect(entry.id == "goblet-squat")
        #expect(entry.title == "Goblet Squat")
        #expect(
            entry.summary
                == "Lower Body · Quads, Glutes · Dumbbell · Sample Coach Avery, Sample Trainer Blake")
        // "db" and "dumbbell" from the equipment's entry, "goblet" from the everyday name of "goblet
        // squat" (the whole name is left out), "squat" and "air squat" from the gym name of the squat
        // (its term is a run of the name's words, as search reads it), then category, muscles,
        // equipment (already there, case aside) and creators.
        #expect(
            entry.keywords == [
                "db", "dumbbell", "goblet", "squat", "air squat", "Lower Body", "Quads", "Glutes",
                "Sample Coach Avery", "Sample Trainer Blake",
            ])
        #expect(entry.thumbnail == "", "the sample has no thumbnails")
    }

    @Test("the sample is removed from system search, never indexed")
    func sampleIsRemoved() {
        #expect(SpotlightIndexing.plan(for: SampleCatalog.load(), clientState: nil) == .remove)
        #expect(SpotlightIndexing.plan(for: SampleCatalog.load(), clientState: Data("1-abc".utf8)) == .remove)
    }

    @Test("a catalog is indexed once per version and replaced when it changes")
    func oncePerVersion() throws {
        let catalog = sampleAsReal
        guard
            case .replace(let version, let entries) = SpotlightIndexing.plan(
                for: catalog, clientState: nil)
        else {
            Issue.record("nothing indexed yet: the catalog must be indexed")
            return
        }
        #expect(entries.map(\.id) == catalog.exercises.map(\.id))
        let state = SpotlightIndexing.clientState(for: version)
        #expect(SpotlightIndexing.plan(for: catalog, clientState: state) == .keep)
        #expect(state == Data(version.utf8) && state.count < 250, "Core Spotlight keeps under 250 bytes")
        for other in [Data(), Data(version.utf8.dropLast()), Data((version + " ").utf8)] {
            #expect(
                SpotlightIndexing.plan(for: catalog, clientState: other)
                    == .replace(version: version, entries: entries),
                "an index whose state is not this version's is indexed again")
        }
        var renamed = catalog
        renamed.exercises[0].name += " (new)"
        guard case .replace(let newVersion, _) = SpotlightIndexing.plan(for: renamed, clientState: state)
        else {
            Issue.record("a renamed exercise must replace the index")
            return
        }
        #expect(newVersion != version)
    }

    @Test(
        "the real catalog: one entry per exercise, ids unique, everyday names where the data has some",
        TestCatalog.isRequired)
    func realCatalog() throws {
        let catalog = try TestCatalog.load()
        guard case .replace(_, let entries) = SpotlightIndexing.plan(for: catalog, clientState: nil) else {
            Issue.record("the real catalog must be indexed")
            return
        }
        #expect(entries.count == catalog.exercises.count)
        #expect(entries.count == 1_220)
        #expect(Set(entries.map(\.id)).count == entries.count, "duplicate identifiers")
        var withEverydayNames = 0
        for (entry, exercise) in zip(entries, catalog.exercises) {
            #expect(entry.id == exercise.id)
            #expect(!entry.keywords.isEmpty)
            let names = EverydayNameLookup.names(for: exercise)
            if !names.isEmpty { withEverydayNames += 1 }
            for name in names {
                #expect(entry.keywords.contains(name), "\(entry.id) lacks the keyword \(name)")
            }
        }
        #expect(withEverydayNames >= 600, "\(withEverydayNames) entries have everyday names")
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
        // Hand-picked from the everyday-name table and the catalog.
        #expect(
            byID["high-plank-alternating-knee-drive-counting-reps"]?.keywords.contains("mountain climber")
                == true)
        #expect(byID["hip-hinge-swing"]?.keywords.contains("kettlebell swing") == true)
        #expect(byID["low-plank-wide-knee-drive"]?.keywords.contains("spiderman") == true)
        #expect(byID["goblet-squat"]?.thumbnail.hasPrefix("/thumbs/") == true)
    }
}
