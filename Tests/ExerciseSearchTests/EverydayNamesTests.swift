import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// The everyday names and shorthand of the synonym table, on the real catalog.
@Suite("Everyday names on the real catalog", TestCatalog.isRequired)
struct EverydayNamesTests {
    /// Entries with everyday names, which must say what they reach.
    static let aliasEntries = SynonymTable.entries.filter { !$0.aliases.isEmpty }

    @Test("covers at least 60 everyday names, each entry naming the exercises it reaches")
    func entriesNameTheirExercises() {
        #expect(Self.aliasEntries.flatMap(\.aliases).count >= 60)
        for entry in Self.aliasEntries {
            #expect(!entry.reaches.isEmpty, "\(entry.aliases) names no exercise")
        }
    }

    @Test("every entry reaches the catalog exercises it names, by each of its aliases")
    func everyEntryReachesItsExercises() throws {
        let index = try TestCatalog.index()
        let ids = Set(try TestCatalog.load().exercises.map(\.id))
        for entry in SynonymTable.entries {
            for id in entry.reaches {
                #expect(ids.contains(id), "\(id) is not in the catalog")
            }
            for spelling in entry.aliases + entry.terms.prefix(1) where !entry.reaches.isEmpty {
                let page = index.search(spelling, options: .completeText)
                let found = Set(
                    page.results.filter { page.missingWords(of: $0).isEmpty }.map(\.exercise.id))
                #expect(
                    entry.reaches.contains { found.contains($0) },
                    "\(spelling) reaches none of \(entry.reaches)")
            }
        }
    }

    @Test("no alias hides its own words' matches: names saying the alias come first")
    func aliasesNeverShadowOwnMatches() throws {
        let index = try TestCatalog.index()
        for alias in Self.aliasEntries.flatMap(\.aliases) {
            let stems = Set(SearchText.words(in: alias).map { PluralFolding.stem($0.text) })
            let page = index.search(alias, options: .completeText)
            let results = Array(page.results)
            let saysAlias = { (result: SearchResult) in
                stems.isSubset(
                    of: SearchText.words(in: result.exercise.name).map { PluralFolding.stem($0.text) })
            }
            guard let lastOwn = results.lastIndex(where: saysAlias) else {
                continue
            }
            let firstAliasOnly = results.firstIndex { result in
                page.missingWords(of: result).isEmpty
                    && SearchText.words(in: result.exercise.name).allSatisfy {
                        !stems.contains(PluralFolding.stem($0.text))
                    }
            }
            #expect(
                firstAliasOnly.map { lastOwn < $0 } ?? true,
                "\(alias): \(results[firstAliasOnly ?? 0].exercise.name) before \(results[lastOwn].exercise.name)"
            )
        }
    }

    @Test(
        "finds the move by the name members use",
        arguments: [
            ("kettlebell swing", ["hip-hinge-swing", "hip-hinge-swing-options"]),
            ("cross body mountain climber", ["high-plank-alternating-cross-body-knee-drive"]),
            ("curtsy lunge", ["cross-back-lunge"]), ("side lunge", ["lateral-lunge"]),
            ("skull crushers", ["bench-triceps-extension"]), ("diamond push ups", ["triceps-push-up"]),
            ("plie squat", ["sumo-squat"]), ("sl rdl", ["single-leg-deadlift"]),
            ("suitcase carry", ["single-arm-march-in-place"]), ("clamshells", ["mid-band-clam"]),
            ("military press", ["shoulder-press"]), ("leg curl", ["strap-hamstring-curl"]),
        ])
    func everydayName(query: String, ids: [String]) throws {
        let index = try TestCatalog.index()
        let first = try #require(index.search(query).results.first)
        #expect(ids.contains(first.exercise.id), "\(query): \(first.exercise.name)")
    }

    @Test("mountain climbers are the high plank knee drives, not the cross-body one")
    func mountainClimbers() throws {
        let index = try TestCatalog.index()
        let first = index.search("mountain climbers").results.prefix(2).map(\.exercise.id)
        #expect(
            Set(first) == [
                "high-plank-alternating-knee-drive-counting-reps", "bosu-high-plank-alternating-knee-drive",
            ])
    }

    @Test("a word keeps its own matches ahead of an everyday name's")
    func ownMatchesFirst() throws {
        let index = try TestCatalog.index()
        #expect(index.search("butt").results.first?.exercise.id == "butt-kicks")
        #expect(index.search("side plank").results.first?.exercise.id == "side-plank")
        #expect(
            index.search("walkout").results.prefix(3).allSatisfy {
                $0.exercise.name.lowercased().contains("walk")
            })
    }

    @Test("moves the catalog lacks stay misses", arguments: ["renegade rows", "wall sit", "jumping jacks"])
    func honestMisses(query: String) throws {
        let index = try TestCatalog.index()
        let page = index.search(query, options: .completeText)
        #expect(page.results.allSatisfy { !page.missingWords(of: $0).isEmpty })
    }

    @Test("body-part and goal words list exercises tagged with the muscle they mean")
    func bodyPartWords() throws {
        let index = try TestCatalog.index()
        let cases: [(String, Set<String>)] = [
            ("booty", ["glutes"]), ("tris", ["triceps"]),
            ("six pack", ["abs", "core"]),
            ("love handles", ["obliques"]),
            ("something for my shoulders", ["shoulders", "deltoids", "rear deltoids"]),
            ("arm day", ["biceps", "triceps", "forearms"]),
            ("legs", ["quads", "hamstrings", "glutes", "calves", "adductors", "inner thighs"]),
        ]
        for (query, muscles) in cases {
            let first = index.search(query).results.prefix(10)
            #expect(first.count == 10, "\(query)")
            #expect(first.allSatisfy { !muscles.isDisjoint(with: $0.exercise.muscleGroups) }, "\(query)")
        }
    }

    @Test("every muscle a limb word means is a muscle tag of the catalog")
    func limbMusclesAreTags() throws {
        let tags = Set(try TestCatalog.load().exercises.flatMap(\.muscleGroups).map(PluralFolding.stem))
        for limb in LimbWords.limbs {
            for muscle in limb.muscles {
                #expect(tags.contains(PluralFolding.stem(muscle)), "\(limb.word): \(muscle)")
            }
        }
    }
}
