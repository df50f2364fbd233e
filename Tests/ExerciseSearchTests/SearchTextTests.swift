import Testing

@testable import ExerciseSearch

@Suite("Text folding and word splitting")
struct SearchTextTests {
    /// The folded words of `text` with their Character ranges, as plain tuples for comparison.
    private func words(_ text: String) -> [String] {
        SearchText.words(in: text).map(\.text)
    }

    @Test(
        "folds case, accents and punctuation into words",
        arguments: [
            ("Goblet Squat", ["goblet", "squat"]),
            ("Crème BRÛLÉE", ["creme", "brulee"]),
            ("Straße Æther Øre", ["strasse", "aether", "ore"]),
            ("Push-Up/Bridge (Row):", ["push", "up", "bridge", "row"]),
            ("Can’t Do a Pull-Up", ["cant", "do", "a", "pull", "up"]),
            ("Rock 'n' Roll", ["rock", "n", "roll"]),
            ("🔥 FAST Sprints… #otf", ["fast", "sprints", "otf"]),
            ("ＲＯＷ ﬁt", ["row", "fit"]),
            ("İSTANBUL Inc", ["istanbul", "inc"]),
            ("500m Row 2x", ["500m", "row", "2x"]),
            ("Cafe\u{301}s", ["cafes"]),
        ])
    func foldsWords(text: String, expected: [String]) {
        #expect(words(text) == expected)
    }

    @Test(
        "reads 1/2 and ½ as half, but not inside longer numbers",
        arguments: [
            ("1/2 Kneeling Chop", ["half", "kneeling", "chop"]),
            ("½ Kneeling", ["half", "kneeling"]),
            ("1\u{2044}2 kneeling", ["half", "kneeling"]),
            ("BOSU 1/2 kneeling", ["bosu", "half", "kneeling"]),
            ("11/2 reps", ["11", "2", "reps"]),
            ("1/22 reps", ["1", "22", "reps"]),
            ("1/3 range", ["1", "3", "range"]),
            ("“1/2” kneeling", ["half", "kneeling"]),
        ])
    func readsHalf(text: String, expected: [String]) {
        #expect(words(text) == expected)
    }

    @Test("stems are the plural-folded words, the same on the ASCII and the Unicode paths")
    func stems() {
        // "Straps" drops its s, "Presses" its es; "1/2" is half; the accent of "Crème" (and the combining
        // one after "Cafe") is folded away.
        #expect(
            SearchText.stems(in: "TRX Straps, 1/2-Kneeling Presses") == [
                "trx", "strap", "half", "kneeling", "press",
            ])
        #expect(
            SearchText.stems(in: "Crème Cafe\u{301}s ½ Flies") == ["creme", "cafe", "half", "fly"])
    }

    @Test("gives each word's range in Characters of the original text")
    func characterRanges() {
        let ranges = SearchText.words(in: "🔥 Café\u{301} 1/2 Row").map(\.characters)
        // 🔥 is Character 0, the space 1, "Café" + combining accent are Characters 2..<6 (the accent joins
        // the é), the space 6, "1/2" 7..<10, the space 10, "Row" 11..<14.
        #expect(ranges == [2..<6, 7..<10, 11..<14])
        let ascii = SearchText.words(in: "Can't Row").map(\.characters)
        #expect(ascii == [0..<5, 6..<9])
        // Curly quotes and a plain emoji are one scalar per Character.
        let punctuation = SearchText.words(in: "“Plank” … 🔥 Row").map(\.characters)
        #expect(punctuation == [1..<6, 12..<15])
        // "⚠️" is two scalars (sign + variation selector) but one Character; so is the flag.
        let joined = SearchText.words(in: "⚠️ Row 🇺🇸 Hold").map(\.characters)
        #expect(joined == [2..<5, 8..<12])
    }

    @Test("folds a whole phrase for comparing facet values")
    func foldsPhrases() {
        #expect(SearchText.foldedPhrase("Upper_Body") == "upper body")
        #expect(SearchText.foldedPhrase("  TRX   Straps ") == "trx straps")
        #expect(SearchText.foldedPhrase("@CoachingOTF") == "coachingotf")
        #expect(SearchText.foldedPhrase("—") == "")
    }

    @Test(
        "reduces plurals to their stem",
        arguments: [
            ("lunges", "lunge"), ("squats", "squat"), ("curls", "curl"), ("ups", "up"), ("biceps", "bicep"),
            ("flies", "fly"), ("hammies", "hammy"), ("presses", "press"), ("crunches", "crunch"),
            ("pushes", "push"), ("boxes", "box"), ("press", "press"), ("focus", "focus"), ("this", "this"),
            ("abs", "ab"), ("as", "as"), ("ties", "tie"), ("500ms", "500ms"), ("row", "row"),
        ])
    func stems(word: String, stem: String) {
        #expect(PluralFolding.stem(word) == stem)
    }
}
