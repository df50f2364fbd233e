import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite("Filters and facet counts")
struct FilterTests {
    private typealias F = SearchFixtures

    private static let catalog = [
        F.exercise(
            "goblet-squat", "Goblet Squat", category: .lowerBody, muscles: ["quads", "Glutes"],
            equipment: ["dumbbell"], movement: .compound, videos: [(.instagram, F.rudy)]),
        F.exercise(
            "front-squat", "Front Squat", category: .lowerBody, muscles: ["quads"], equipment: ["barbell"],
            videos: [(.tiktok, F.rudy)]),
        F.exercise(
            "squat-jump", "Squat Jump", category: .cardio, muscles: ["quads", "calves"],
            equipment: ["bodyweight"], movement: .cardio,
            videos: [(.instagram, F.austin), (.tiktok, F.austin)]),
        F.exercise(
            "strap-row", "Strap Row", category: .upperBody, muscles: ["back", "biceps"],
            equipment: ["TRX straps"],
            videos: [(.instagram, F.rudy), (.instagram, F.austin)]),
        F.exercise(
            "low-row", "Low Row", category: .upperBody, muscles: ["back"], equipment: ["dumbbell"],
            videos: [(.tiktok, F.austin)]),
        F.exercise(
            "glute-bridge", "Glute Bridge", category: .lowerBody, muscles: ["glutes", "hamstrings"],
            equipment: ["bodyweight", " "], movement: .isolation, videos: [(.instagram, F.rudy)]),
        F.exercise(
            "plank", "Plank", category: .core, muscles: ["core", "abs"], equipment: [], movement: .other,
            videos: [(.tiktok, F.rudy)]),
        F.exercise(
            "sumo-squat", "Sumo Squat", category: .lowerBody, muscles: ["glutes", "quads"],
            equipment: ["dumbbell"],
            videos: [(.instagram, F.austin)]),
    ]

    /// The facet values of `exercise` as this test reads them by hand: lower-cased, blank tags dropped.
    private static func values(of exercise: Exercise, in facet: Facet) -> Set<String> {
        switch facet {
        case .category: [exercise.category.rawValue]
        case .muscleGroup: Set(exercise.muscleGroups.map { $0.lowercased() })
        case .equipment: Set(exercise.equipment.filter { $0 != " " }.map { $0.lowercased() })
        case .movementType: [exercise.movementType.rawValue]
        case .platform: Set(exercise.videos.map(\.source.rawValue))
        case .creator: Set(exercise.videos.map(\.creator.id))
        }
    }

    /// True when `exercise` satisfies every facet's choice in `chosen` except `skipped`'s.
    private static func passes(_ exercise: Exercise, _ chosen: [Facet: Set<String>], skipping skipped: Facet?)
        -> Bool
    {
        chosen.allSatisfy { facet, wanted in
            facet == skipped || !values(of: exercise, in: facet).isDisjoint(with: wanted)
        }
    }

    /// The filters of each case, spelt the messy way a user would, with the canonical values they mean.
    static let cases: [(SearchFilters, [Facet: Set<String>])] = [
        (.none, [:]),
        (SearchFilters([.muscleGroup: ["GLUTES"]]), [.muscleGroup: ["glutes"]]),
        (SearchFilters([.muscleGroup: ["glutes", "Back"]]), [.muscleGroup: ["glutes", "back"]]),
        (
            SearchFilters([.muscleGroup: ["quads"], .platform: ["TikTok"]]),
            [.muscleGroup: ["quads"], .platform: ["tiktok"]]
        ),
        (
            SearchFilters([.equipment: ["Dumbbell"], .creator: ["Coach Rudy"]]),
            [.equipment: ["dumbbell"], .creator: ["coachingotf"]]
        ),
        (SearchFilters([.creator: ["@trainingtall"]]), [.creator: ["trainingtall"]]),
        (
            SearchFilters([.category: ["Lower Body", "upper_body"], .equipment: ["trx-straps"]]),
            [.category: ["lower_body", "upper_body"], .equipment: ["trx straps"]]
        ),
        (SearchFilters([.muscleGroup: ["wings"]]), [.muscleGroup: ["no such value"]]),
        (SearchFilters([.movementType: ["Compound"]]), [.movementType: ["compound"]]),
        (
            SearchFilters([.movementType: ["isolation", "cardio"], .muscleGroup: ["glutes"]]),
            [.movementType: ["isolation", "cardio"], .muscleGroup: ["glutes"]]
        ),
        (
            SearchFilters([
                .category: ["lower body"], .muscleGroup: ["quads"], .equipment: ["dumbbell"],
                .movementType: ["compound"], .platform: ["instagram"], .creator: ["coachingotf"],
            ]),
            [
                .category: ["lower_body"], .muscleGroup: ["quads"], .equipment: ["dumbbell"],
                .movementType: ["compound"], .platform: ["instagram"], .creator: ["coachingotf"],
            ]
        ),
    ]

    @Test(
        "results and facet counts agree with a brute-force count", arguments: ["", "squat"],
        Self.cases.indices)
    func facetCounts(query: String, caseIndex: Int) {
        let (filters, chosen) = Self.cases[caseIndex]
        let matching = Self.catalog.filter { query.isEmpty || $0.name.lowercased().contains(query) }
        let results = SearchIndex(exercises: Self.catalog).search(query, filters: filters)
        let expected = matching.filter { Self.passes($0, chosen, skipping: nil) }.map(\.id)
        #expect(Set(results.results.map(\.exercise.id)) == Set(expected))
        #expect(results.total == expected.count)
        for facet in Facet.allCases {
            let options = results.facets[facet] ?? []
            for option in options {
                let count = matching.filter { exercise in
                    Self.passes(exercise, chosen, skipping: facet)
                        && Self.values(of: exercise, in: facet).contains(option.value.lowercased())
                }.count
                #expect(option.count == count, "\(facet) \(option.value)")
                #expect(option.isSelected == chosen[facet, default: []].contains(option.value.lowercased()))
            }
        }
    }

    @Test("lists every value once, with its label")
    func options() {
        let facets = SearchIndex(exercises: Self.catalog).search("").facets
        #expect(facets[.category]?.map(\.value) == ExerciseCategory.allCases.map(\.rawValue))
        #expect(facets[.category]?.first?.label == "Upper Body")
        #expect(facets[.platform]?.map(\.label) == ["Instagram", "TikTok"])
        #expect(
            facets[.movementType]?.map(\.value) == ["compound", "isolation", "cardio", "stretch", "other"])
        #expect(facets[.movementType]?.map(\.count) == [5, 1, 1, 0, 1])
        #expect(facets[.creator]?.map(\.label) == ["Austin Hendrickson (Trainingtall)", "Coach Rudy"])
        #expect(facets[.creator]?.map(\.value) == ["trainingtall", "coachingotf"])
        let muscles = facets[.muscleGroup]?.map { $0.value.lowercased() } ?? []
        #expect(
            muscles.sorted() == ["abs", "back", "biceps", "calves", "core", "glutes", "hamstrings", "quads"])
        let equipment = facets[.equipment]?.map(\.value) ?? []
        #expect(Set(equipment) == ["barbell", "bodyweight", "dumbbell", "TRX straps"])
    }

    @Test("resolves any spelling of a value to the catalog's")
    func canonicalValues() {
        let index = SearchIndex(exercises: Self.catalog)
        #expect(index.canonicalValue("GLUTES", in: .muscleGroup) == "Glutes")
        #expect(index.canonicalValue("Coach Rudy", in: .creator) == "coachingotf")
        #expect(index.canonicalValue("@TrainingTall", in: .creator) == "trainingtall")
        #expect(index.canonicalValue("upper body", in: .category) == "upper_body")
        #expect(index.canonicalValue("trx straps", in: .equipment) == "TRX straps")
        #expect(index.canonicalValue("Stretch", in: .movementType) == "stretch")
        #expect(index.canonicalValue("cardio", in: .movementType) == "cardio")
        #expect(index.canonicalValue("lower body", in: .movementType) == nil)
        #expect(index.canonicalValue("wings", in: .muscleGroup) == nil)
        #expect(index.canonicalValue("glutes", in: .equipment) == nil)
    }

    @Test("resolves plurals and synonyms of a value as search reads them, never typos")
    func canonicalValuesThroughPluralsAndSynonyms() {
        let index = SearchIndex(exercises: Self.catalog)
        #expect(index.canonicalValue("glute", in: .muscleGroup) == "Glutes")
        #expect(index.canonicalValue("Hamstring", in: .muscleGroup) == "hamstrings")
        #expect(index.canonicalValue("dumbbells", in: .equipment) == "dumbbell")
        #expect(index.canonicalValue("DB", in: .equipment) == "dumbbell")
        #expect(index.canonicalValue("bw", in: .equipment) == "bodyweight")
        #expect(index.canonicalValue("strap", in: .equipment) == "TRX straps")
        #expect(index.canonicalValue("trx-strap", in: .equipment) == "TRX straps")
        #expect(index.canonicalValue("calf", in: .muscleGroup) == "calves")
        // "abdominal" is in the group of both "abs" and "core": the first by label wins.
        #expect(index.canonicalValue("abdominal", in: .muscleGroup) == "abs")
        #expect(index.canonicalValue("kb", in: .equipment) == nil)
        #expect(index.canonicalValue("dumbell", in: .equipment) == nil)
        #expect(index.canonicalValue("db", in: .muscleGroup) == nil)
        #expect(index.canonicalValue("--", in: .equipment) == nil)
    }

    @Test("filters compare equal whatever the spelling of their values")
    func filterEquality() {
        #expect(SearchFilters([.muscleGroup: ["Glutes"]]) == SearchFilters([.muscleGroup: ["glutes "]]))
        #expect(SearchFilters([.muscleGroup: ["glutes"]]) != SearchFilters([.equipment: ["glutes"]]))
        var filters = SearchFilters([.equipment: ["Dumbbell", "bench"]])
        filters.deselect("DUMBBELL", in: .equipment)
        #expect(filters == SearchFilters([.equipment: ["bench"]]))
        filters.clear(.equipment)
        #expect(filters.isEmpty)
        #expect(filters == .none)
    }
}
