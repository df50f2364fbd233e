import CatalogTestSupport
import ExerciseCatalog
import ExerciseSearch
import Testing

/// Properties that hold for every query over the real catalog.
@Suite("Search properties on the real catalog", TestCatalog.isRequired)
struct RealCatalogPropertyTests {
    /// Queries of every kind: names, shorthand, typos, prefixes, fields, creators, nonsense.
    static let queries = [
        "squat", "db row", "trx pull up", "1/2 kneeling chop", "sqaut", "gobl", "push up", "glutes",
        "coach rudy", "bosu", "rower", "kettlebell swing", "xylophone", "s", "hammer curl",
    ]

    @Test("an empty query lists the whole catalog in browse order")
    func emptyQueryIsBrowseOrder() throws {
        let catalog = try TestCatalog.load()
        let results = SearchIndex(exercises: catalog.exercises).search("").results
        #expect(results.map(\.exercise.id) == BrowseOrder.sorted(catalog.exercises).map(\.id))
    }

    @Test("every result is a catalog exercise, listed once")
    func resultsComeFromTheCatalog() throws {
        let catalog = try TestCatalog.load()
        let index = SearchIndex(exercises: catalog.exercises)
        let ids = Set(catalog.exercises.map(\.id))
        for query in Self.queries {
            let found = index.search(query).results.map(\.exercise.id)
            #expect(found.allSatisfy(ids.contains), "\(query)")
            #expect(Set(found).count == found.count, "\(query)")
        }
    }

    @Test("adding a filter never adds results")
    func filtersOnlyNarrow() throws {
        let index = try TestCatalog.index()
        let options = index.search("").facets
        for query in Self.queries {
            let unfiltered = Set(index.search(query).results.map(\.exercise.id))
            for facet in Facet.allCases {
                for option in (options[facet] ?? []).prefix(4) {
                    var filters = SearchFilters()
                    filters.select(option.value, in: facet)
                    let filtered = Set(index.search(query, filters: filters).results.map(\.exercise.id))
                    let added = filtered.subtracting(unfiltered)
                    #expect(added.isEmpty, "\(query) + \(facet) \(option.value) added \(added.sorted())")
                    // A choice in another facet must narrow further (facets combine with "and").
                    var narrower = filters
                    if facet == .muscleGroup {
                        narrower.select("tiktok", in: .platform)
                    } else {
                        narrower.select("glutes", in: .muscleGroup)
                    }
                    let narrowed = Set(index.search(query, filters: narrower).results.map(\.exercise.id))
                    let addedAgain = narrowed.subtracting(filtered)
                    #expect(
                        addedAgain.isEmpty,
                        "\(query) + \(facet) \(option.value) + another added \(addedAgain.sorted())")
                }
            }
        }
    }

    @Test("a facet option's count is the number of results choosing it gives")
    func facetCountsPredictResults() throws {
        let index = try TestCatalog.index()
        for query in ["squat", "row", ""] {
            let facets = index.search(query).facets
            for facet in Facet.allCases {
                for option in facets[facet] ?? [] {
                    var filters = SearchFilters()
                    filters.select(option.value, in: facet)
                    #expect(
                        index.search(query, filters: filters).total == option.count,
                        "\(query) \(option.value)")
                }
            }
        }
    }

    @Test("the movement type facet counts every exercise once, by its movement type")
    func movementTypeCounts() throws {
        let catalog = try TestCatalog.load()
        let options = SearchIndex(exercises: catalog.exercises).search("").facets[.movementType] ?? []
        #expect(options.map(\.value) == ["compound", "isolation", "cardio", "stretch", "other"])
        for option in options {
            #expect(
                option.count == catalog.exercises.filter { $0.movementType.rawValue == option.value }.count)
        }
    }

    @Test("a query equal to an exercise's name puts an exercise of that name first")
    func exactNameFirst() throws {
        let catalog = try TestCatalog.load()
        let index = SearchIndex(exercises: catalog.exercises)
        for exercise in catalog.exercises {
            let first = index.search(exercise.name).results.first
            #expect(first?.rank.isExactName == true, "\(exercise.name)")
            #expect(first.map { fold($0.exercise.name) } == fold(exercise.name), "\(exercise.name)")
        }
    }

    /// A name's letters and digits, lower-cased, as this test compares names.
    private func fold(_ name: String) -> String {
        String(
            name.lowercased().unicodeScalars.filter {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
            })
    }
}
