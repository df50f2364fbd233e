import TerminalKit
import Testing

@Suite struct DisplayWidthTests {
    /// Text with the number of columns a terminal gives it, counted by hand cluster by cluster.
    private static let widths: [(text: String, columns: Int)] = [
        ("", 0),
        ("Squat", 5),
        ("caf\u{E9}", 4),
        ("cafe\u{301}", 4),
        ("\u{201C}Chest up\u{201D}", 10),
        ("\u{65E5}\u{672C}\u{8A9E}", 6),
        ("\u{D55C}\u{AD6D}", 4),
        ("\u{FF21}\u{FF22}", 4),
        ("\u{FF71}", 1),
        ("\u{10FF}", 1),
        ("\u{1100}", 2),
        ("\u{3000}", 2),
        ("\u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F}", 2),
        ("\u{1F44D}\u{1F3FD}", 2),
        ("\u{1F1FA}\u{1F1F8}", 2),
        ("\u{1F1FA}\u{1F1F8}\u{1F1EC}\u{1F1E7}", 4),
        ("1\u{FE0F}\u{20E3}", 2),
        ("\u{2764}\u{FE0F}", 2),
        ("\u{2764}", 1),
        ("\u{A9}\u{FE0F}", 2),
        ("\u{A9}", 1),
        ("\u{231A}", 2),
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),
        ("\u{1F525}", 2),
        ("Squat \u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F} \u{65E5}\u{672C}", 13),
        ("\u{1F525} Goblet Squat \u{1F525}", 18),
        ("a\u{200B}b", 2),
        ("\u{301}", 0),
        ("\u{200D}", 0),
        ("\u{AD}", 0),
        ("\u{7}", 0),
        ("a\tb", 2),
        ("line\r\n", 4),
        ("x\u{FE0F}", 1),
        ("Plank ~ hold (30s)!", 19),
        ("ab\u{7F}", 2),
        // Default-ignorable scalars and carrier-less Hangul vowels and finals draw nothing.
        ("\u{3164}", 0),
        ("\u{FFA0}", 0),
        ("a\u{2060}b\u{180E}c", 3),
        ("\u{1161}\u{11A8}", 0),
        ("\u{D7B0}", 0),
        ("\u{1100}\u{1161}", 2),
        ("Row\u{3164}\u{3164}", 3),
    ]

    @Test(arguments: widths)
    func countsColumns(text: String, columns: Int) {
        #expect(DisplayWidth.width(of: text) == columns)
    }

    @Test func countsOneCharacterAtATime() {
        #expect(DisplayWidth.width(of: Character("\u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F}")) == 2)
        #expect(DisplayWidth.width(of: Character("e\u{301}")) == 1)
        #expect(DisplayWidth.width(of: Character("\u{8A9E}")) == 2)
        #expect(DisplayWidth.width(of: Character("\u{7F}")) == 0)
    }

    @Test func countsSubstrings() {
        let text = "\u{65E5}\u{672C}\u{8A9E} text"
        #expect(DisplayWidth.width(of: text.prefix(2)) == 4)
    }

    /// Text cut to a width with an ellipsis, and the result worked out by hand.
    private static let truncations: [(text: String, width: Int, ellipsis: String, result: String)] = [
        ("\u{65E5}\u{672C}\u{8A9E}", 5, "\u{2026}", "\u{65E5}\u{672C}\u{2026}"),
        ("\u{65E5}\u{672C}\u{8A9E}", 6, "\u{2026}", "\u{65E5}\u{672C}\u{8A9E}"),
        ("\u{65E5}\u{672C}\u{8A9E}", 4, "\u{2026}", "\u{65E5}\u{2026}"),
        ("Goblet Squat", 8, "\u{2026}", "Goblet \u{2026}"),
        ("Goblet Squat", 12, "\u{2026}", "Goblet Squat"),
        ("Squat \u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F}", 7, "\u{2026}", "Squat \u{2026}"),
        ("\u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FD}", 3, "\u{2026}", "\u{1F44D}\u{1F3FD}\u{2026}"),
        ("e\u{301}e\u{301}e\u{301}", 2, "", "e\u{301}e\u{301}"),
        ("\u{1F1FA}\u{1F1F8}\u{1F1EC}\u{1F1E7}", 3, "", "\u{1F1FA}\u{1F1F8}"),
        ("abcdef", 3, "...", "..."),
        ("abcdef", 2, "...", "ab"),
        ("abc", 0, "\u{2026}", ""),
        ("\u{65E5}\u{672C}", 1, "\u{2026}", "\u{2026}"),
    ]

    @Test(arguments: truncations)
    func truncatesAtWholeClusters(text: String, width: Int, ellipsis: String, result: String) {
        #expect(DisplayWidth.truncate(text, toWidth: width, ellipsis: ellipsis) == result)
    }

    @Test func truncatesWithAHorizontalEllipsisByDefault() {
        #expect(DisplayWidth.truncate("Kettlebell swing", toWidth: 6) == "Kettl\u{2026}")
    }

    /// Text padded or cut to exactly a width, with the result worked out by hand.
    private static let paddings: [(text: String, width: Int, result: String)] = [
        ("ab", 4, "ab  "),
        ("", 3, "   "),
        ("abc", 3, "abc"),
        ("abcdef", 3, "abc"),
        ("abc", 0, ""),
        ("\u{65E5}\u{672C}\u{8A9E}", 5, "\u{65E5}\u{672C} "),
        ("\u{65E5}\u{672C}\u{8A9E}", 6, "\u{65E5}\u{672C}\u{8A9E}"),
        ("\u{1F1FA}\u{1F1F8}x", 2, "\u{1F1FA}\u{1F1F8}"),
        ("caf\u{E9}", 6, "caf\u{E9}  "),
        ("abce\u{301}", 4, "abce\u{301}"),
        ("Row {x}", 5, "Row {"),
        ("ab", -1, ""),
        ("a\u{7}b", 3, "a\u{7}b "),
        ("x", 70, "x" + String(repeating: " ", count: 69)),
        ("\u{65E5}", 66, "\u{65E5}" + String(repeating: " ", count: 64)),
    ]

    @Test(arguments: paddings)
    func padsToExactlyTheWidth(text: String, width: Int, result: String) {
        #expect(DisplayWidth.pad(text, toWidth: width) == result)
    }
}
