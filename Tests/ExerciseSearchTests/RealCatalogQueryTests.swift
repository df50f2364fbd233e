import CatalogTestSupport
import ExerciseCatalog
import ExerciseSearch
import Testing

/// Representative queries over the real catalog, judged by hand.
@Suite("Searching the real catalog", TestCatalog.isRequired)
struct RealCatalogQueryTests {
    @Test(
        "puts the meant exercise first",
        arguments: [
            ("hammer curl", "hammer-curl"), ("HAMMER CURL", "hammer-curl"), ("hamer curl", "hammer-curl"),
            ("fornt squat", "front-squat"), ("db high row", "dumbbell-high-row"), ("rdl", "rdl"),
            ("push up", "push-up"), ("deadbug", "deadbug"), ("bear plank hold", "bear-plank-hold"),
            ("trx chest press", "strap-chest-press"), ("press ups", "push-up"),
            ("overhead press", "shoulder-press"), ("db goblet squat", "goblet-squat"),
            ("dumbbell lateral raise", "lateral-raise"),
            ("how do i do a goblet squat with a dumbbell", "goblet-squat"),
            ("t.r.x. low row", "strap-low-row"),
        ])
    func topResult(query: String, id: String) throws {
        let index = try TestCatalog.index()
        #expect(index.search(query).results.first?.exercise.id == id)
    }

    @Test("mixes an equipment word with a name word")
    func mixedFields() throws {
        let index = try TestCatalog.index()
        for result in index.search("trx row").results.prefix(5) {
            #expect(result.exercise.equipment.contains("TRX straps"), "\(result.exercise.name)")
            #expect(result.exercise.name.lowercased().contains("row"), "\(result.exercise.name)")
        }
        for result in index.search("bosu bridge").results.prefix(9) {
            #expect(result.exercise.equipment.contains("bosu"), "\(result.exercise.name)")
            #expect(result.exercise.name.lowercased().contains("bridge"), "\(result.exercise.name)")
        }
    }

    @Test(
        "lists exercises tagged with the muscle group a word names",
        arguments: [
            ("hamstrings", ["hamstrings"]), ("back", ["back", "upper back", "lower back"]),
            ("biceps", ["biceps"]), ("shoulders", ["shoulders", "deltoids", "rear deltoids"]),
            ("abs", ["abs", "core"]), ("ab", ["abs", "core"]), ("upper back", ["upper back"]),
            ("lower back", ["lower back"]),
        ])
    func muscleWords(query: String, muscles: [String]) throws {
        let index = try TestCatalog.index()
        let top = index.search(query).results.prefix(10)
        let tagged = top.filter { !Set($0.exercise.muscleGroups).isDisjoint(with: muscles) }
        #expect(tagged.count >= 9, "\(top.map(\.exercise.name))")
    }

    @Test("types a word one letter at a time")
    func prefixes() throws {
        let index = try TestCatalog.index()
        let squ = index.search("squ").results.prefix(10)
        #expect(squ.filter { $0.exercise.name.lowercased().contains("squat") }.count >= 9)
        #expect(index.search("gobl").results.first?.exercise.name.hasPrefix("Goblet") == true)
    }

    @Test("finds nothing for nonsense")
    func nonsense() throws {
        let index = try TestCatalog.index()
        #expect(index.search("xylophone dance").total == 0)
    }

    @Test("finds a creator's exercises by name")
    func creators() throws {
        let index = try TestCatalog.index()
        let results = index.search("coach rudy").results.prefix(10)
        #expect(results.count == 10)
        #expect(results.allSatisfy { $0.exercise.videos.contains { $0.creator.id == "coachingotf" } })
        #expect(index.search("", filters: SearchFilters([.creator: ["@trainingtall"]])).total > 0)
    }
}
