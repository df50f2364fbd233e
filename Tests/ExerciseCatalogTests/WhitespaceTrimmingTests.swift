import Testing

@testable import ExerciseCatalog

@Suite("White space trimming")
struct WhitespaceTrimmingTests {
    @Test(
        "spaces of every kind and line breaks go at both ends, nothing inside",
        arguments: [
            ("  Goblet Squat \n", "Goblet Squat"),
            ("\t\r\nRow\u{000B}\u{000C}", "Row"),
            ("\u{00A0}\u{2003}Bosu Lunge\u{3000}", "Bosu Lunge"),
            ("\u{0085}Plank\u{2028}\u{2029}", "Plank"),
            ("Push  Up", "Push  Up"),
            ("\u{200B}Zero width\u{200B}", "\u{200B}Zero width\u{200B}"),
            (" \n\u{00A0} ", ""),
            ("", ""),
        ])
    func trims(text: String, expected: String) {
        #expect(text.trimmingWhitespace == expected)
        #expect(text[...].trimmingWhitespace == expected)
    }
}
