import CatalogTestSupport
import Testing

@testable import ExerciseSearch

@Suite("Word forms")
struct WordFormsTests {
    @Test(
        "an -ing word meets its base, as it is, with e, or undoubled",
        arguments: [
            ("jumping", "jump"), ("planking", "plank"), ("lunging", "lunge"), ("squatting", "squat"),
            ("marching", "march"), ("running", "run"),
        ])
    func ingForms(word: String, base: String) {
        #expect(WordForms.candidates(of: word, isCatalogWord: true).contains(base))
    }

    @Test("a short -ing word loses nothing", arguments: ["ring", "swing", "sling", "bring", "king", "sing"])
    func shortWords(word: String) {
        #expect(WordForms.candidates(of: word, isCatalogWord: false).allSatisfy { $0.hasSuffix("ing") })
    }

    @Test("-er and -ed fold only for words the catalog does not use itself")
    func erForms() {
        #expect(WordForms.candidates(of: "kicker", isCatalogWord: false).contains("kick"))
        #expect(WordForms.candidates(of: "jumper", isCatalogWord: false).contains("jump"))
        #expect(!WordForms.candidates(of: "rower", isCatalogWord: true).contains("row"))
        #expect(!WordForms.candidates(of: "shoulder", isCatalogWord: true).contains("should"))
        #expect(!WordForms.candidates(of: "lower", isCatalogWord: true).contains("low"))
    }

    @Test(
        "a base meets its -ing form",
        arguments: [("pulse", "pulsing"), ("sit", "sitting"), ("jump", "jumping")])
    func baseForms(base: String, form: String) {
        #expect(WordForms.candidates(of: base, isCatalogWord: true).contains(form))
    }

    @Test("words of other letters have no forms")
    func otherWords() {
        #expect(WordForms.candidates(of: "crème", isCatalogWord: false).isEmpty)
        #expect(WordForms.candidates(of: "12ing", isCatalogWord: false).isEmpty)
    }

    @Test("a form of a word joined with the next finds the catalog's join, after the word's own matches")
    func formJoins() {
        let index = SearchIndex(exercises: [
            SearchFixtures.exercise("rolling-plank", "Rolling Plank"),
            SearchFixtures.exercise("strap-rollout", "Strap Rollout"),
            SearchFixtures.exercise("bench-press", "Bench Press"),
        ])
        // "rolling out": "roll" + "out" is Rollout's word; without the form it matches no word of it.
        let results = index.search("rolling out").results
        #expect(results.map(\.exercise.id) == ["strap-rollout", "rolling-plank"])
        #expect(results.first?.rank.missingWords == 0)
        // A join the catalog does not hold adds nothing.
        #expect(index.search("pressing out").total == 1)
    }
}

@Suite("Word forms on the real catalog", TestCatalog.isRequired)
struct RealCatalogWordFormsTests {
    @Test("verb forms find the catalog's forms")
    func verbForms() throws {
        let index = try TestCatalog.index()
        let jumping = index.search("jumping lunges").results.prefix(3).map(\.exercise.name)
        #expect(
            jumping.allSatisfy { $0.lowercased().contains("jump") && $0.lowercased().contains("lunge") },
            "\(jumping)")
        #expect(index.search("pulse squats").results.first?.exercise.id == "pulsing-half-squats")
        #expect(index.search("butt kickers").results.first?.exercise.id == "butt-kicks")
        #expect(index.search("marching glute bridge").results.first?.exercise.id == "bridge-hold-march")
    }

    @Test("rower stays the machine: no Low Row without the word row")
    func rowerIsNotRow() throws {
        let index = try TestCatalog.index()
        let names = index.search("rower", options: .completeText).results.map(\.exercise)
        #expect(!names.isEmpty)
        #expect(!names.contains { $0.id == "low-row" })
    }
}
