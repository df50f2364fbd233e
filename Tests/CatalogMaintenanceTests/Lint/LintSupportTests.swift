import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct LintSupportTests {
    @Test(arguments: [
        ("kitten", "sitting", 3, 3 as Int?),
        ("kitten", "sitting", 2, nil),
        ("flaw", "lawn", 2, 2),
        ("squat", "squat", 0, 0),
        ("", "abc", 3, 3),
        ("abc", "", 2, nil),
        ("lowbenchburpeetosquatjack", "lowbenchburpeetosqiatjack", 1, 1),
        ("strapsinglearmlowrow", "strapsingelarmlowrow", 2, 2),
    ])
    func editDistanceWithinALimit(lhs: String, rhs: String, limit: Int, expected: Int?) {
        var rows = EditDistance.Rows()
        #expect(
            EditDistance.distance(
                from: ArraySlice(lhs.unicodeScalars.map(\.value)),
                to: ArraySlice(rhs.unicodeScalars.map(\.value)),
                limit: limit, costs: .levenshtein, rows: &rows)
                == expected)
    }

    @Test(arguments: [
        ("You’re NOT #benchmark-ing", ["You're", "NOT", "benchmark", "ing"]),
        ("Farmer’s March In Place", ["Farmer's", "March", "In", "Place"]),
        ("'quoted' 1/2 Kneeling 🔥!", ["quoted", "1", "2", "Kneeling"]),
        ("Café crème", ["Café", "crème"]),
        ("", []),
    ])
    func wordsSplitOnEverythingButLettersDigitsAndInnerApostrophes(text: String, words: [String]) {
        #expect(LintWords.words(in: text) == words)
    }

    @Test func foldedWordsLoseCaseAndApostrophes() {
        #expect(LintWords.folded("Farmer's") == "farmers")
        #expect(LintWords.lowered("You're") == "you're")
    }
}
