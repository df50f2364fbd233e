import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Anatomy thesaurus")
struct AnatomyWordsTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise("reverse-fly", "Reverse Fly", muscles: ["upper back"]),
        F.exercise("rear-delt-fly", "Rear Delt Fly", muscles: ["rear deltoids"]),
        F.exercise("shrug", "Shrug", muscles: ["traps"]),
        F.exercise("hip-bridge", "Hip Bridge", muscles: ["glutes"]),
        F.exercise("hamstring-curl", "Hamstring Curl", muscles: ["hamstrings"]),
        F.exercise("back-extension", "Back Extension", muscles: ["lower back"]),
        F.exercise("knee-drive", "Standing Knee Drive", muscles: ["hip flexors"]),
        F.exercise("high-row", "High Row", muscles: ["upper back"]),
        F.exercise("row", "Row", muscles: ["back"]),
        F.exercise("sumo-squat", "Sumo Squat", muscles: ["adductors"]),
        F.exercise("shoulder-press", "Shoulder Press", muscles: ["shoulders"]),
        F.exercise("neck-roll", "Neck Roll"),
    ]

    private let index = SearchIndex(exercises: Self.catalog)

    private func ids(_ query: String) -> Set<String> {
        Set(index.search(query).results.map(\.exercise.id))
    }

    @Test("a muscle name the catalog does not use reads as its tags, alone or beside a move")
    func foreignNames() {
        // The rhomboids are the upper back and rear deltoids tags; neither "back" alone (the row) nor the
        // traps (the shrug) is among them.
        #expect(ids("rhomboids") == ["reverse-fly", "rear-delt-fly", "high-row"])
        #expect(index.search("rhomboid row").results.first?.exercise.id == "high-row")
        #expect(ids("posterior chain") == ["hip-bridge", "hamstring-curl", "back-extension"])
        #expect(ids("erector spinae") == ["back-extension"])
        #expect(ids("psoas") == ["knee-drive"])
        #expect(index.search("rhomboids").corrections.isEmpty)
    }

    @Test("a name the catalog uses for moves reads as its muscles only in a request")
    func requestsOnly() {
        // "hips" alone asks for the glutes, hip flexors and adductors; "hip bridge" names a move, whose
        // "hip" finds only its own word (the name, the tag "hip flexors"), not the adductors.
        #expect(ids("hips") == ["hip-bridge", "knee-drive", "sumo-squat"])
        #expect(index.search("hip bridge").results.map(\.exercise.id) == ["hip-bridge", "knee-drive"])
        #expect(index.search("shoulder press").results.first?.exercise.id == "shoulder-press")
        // A workout line is complete text, never a request: "hips" is the word itself there.
        #expect(
            Set(index.search("hips", options: .completeText).results.map(\.exercise.id)) == [
                "hip-bridge", "knee-drive",
            ])
    }

    @Test("a word in no field and no table stays a miss, suggesting no unrelated name")
    func unknownMuscles() {
        for query in ["sternocleidomastoid", "platysma"] {
            let results = index.search(query)
            #expect(results.total == 0, "\(query)")
            #expect(results.suggestion == nil, "\(query)")
        }
        // "neck" is the catalog's own word: its own exercise, nothing more.
        #expect(ids("neck") == ["neck-roll"])
    }

    @Test("every entry gives a reason and names muscles; no name is in two entries")
    func entriesAreData() {
        var seen: Set<[String]> = []
        for entry in AnatomyWords.entries {
            #expect(!entry.reason.isEmpty && !entry.muscles.isEmpty && !entry.names.isEmpty)
            for name in entry.names {
                let stems = SearchText.words(in: name).map { PluralFolding.stem($0.text) }
                #expect(seen.insert(stems).inserted, "\(name) is written twice (plurals fold)")
            }
        }
    }
}

@Suite("Anatomy thesaurus on the real catalog", TestCatalog.isRequired)
struct RealCatalogAnatomyTests {
    /// At least 8 of the first 10 results carry one of the entry's tags (or every exercise that does):
    /// the rest may say the muscle word in a name or the category ("Core").
    @Test("every entry's muscles are tags of the catalog, and each name reaches them")
    func namesReachTheirTags() throws {
        let catalog = try TestCatalog.load()
        let index = SearchIndex(exercises: catalog.exercises)
        let tags = Set(catalog.exercises.flatMap(\.muscleGroups))
        for entry in AnatomyWords.entries {
            #expect(Set(entry.muscles).isSubset(of: tags), "\(entry.muscles)")
            let taggedInCatalog = catalog.exercises.filter {
                !Set($0.muscleGroups).isDisjoint(with: entry.muscles)
            }
            for name in entry.names {
                let top = index.search(name).results.prefix(10)
                let tagged = top.filter { !Set($0.exercise.muscleGroups).isDisjoint(with: entry.muscles) }
                #expect(
                    tagged.count >= min(8, taggedInCatalog.count),
                    "\(name): \(top.map(\.exercise.name))")
            }
        }
    }
}
