import ExerciseCatalog
import ExerciseDirectory
import Testing

@Suite struct CaptionWordingTests {
    @Test(
        arguments: [
            (
                "(Hang Power) Clean Options #otf #coach #otfcoach #cleans ",
                "(Hang Power) Clean Options" as String?
            ),
            ("Goblet Squat", "Goblet Squat"),
            ("  Chest up, core tight  \nSecond line #otf", "Chest up, core tight"),
            ("\n\n  Opening words\r\nmore words", "Opening words"),
            ("First line\r\nSecond line", "First line"),
            ("Tempo squat#otf", "Tempo squat"),
            ("Row 500m\n#otf #rower", "Row 500m"),
        ])
    func takesTheFirstLineBeforeHashtags(description: String, expected: String?) {
        #expect(Wording.captionFirstLine(description) == expected)
    }

    @Test(arguments: ["", "   ", "#otf #coach", "  \n #otf\nLater line", "\n\n"])
    func isNilWhenNothingPrecedesTheHashtags(description: String) {
        #expect(Wording.captionFirstLine(description) == nil)
    }
}
