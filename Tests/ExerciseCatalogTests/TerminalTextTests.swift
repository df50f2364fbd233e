import CatalogTestSupport
import ExerciseCatalog
import Testing

@Suite struct TerminalTextTests {
    /// Hostile or messy captions with the one-line text a terminal must be given, written out by hand.
    private static let oneLineCases: [(caption: String, printed: String)] = [
        ("\u{1B}[31mRED\u{1B}[0m", "RED"),
        ("Curl \u{1B}[1;38;5;208mhard\u{1B}[m now", "Curl hard now"),
        ("\u{1B}[2J\u{1B}[HCleared", "Cleared"),
        ("\u{1B}[?25lHidden cursor", "Hidden cursor"),
        ("Watch \u{1B}]8;;https://evil.example\u{1B}\\here\u{1B}]8;;\u{1B}\\ today", "Watch here today"),
        ("\u{1B}]8;;https://evil.example\u{7}link\u{1B}]8;;\u{7}", "link"),
        ("Copy \u{1B}]52;c;cm0gLXJmIH4K\u{7}done", "Copy done"),
        ("\u{1B}]52;c;cm0gLXJmIH4K\u{1B}\\Squat", "Squat"),
        ("\u{1B}]0;pwned\u{7}Lunge", "Lunge"),
        ("\u{1B}P1$r0m\u{1B}\\ok", "ok"),
        ("\u{1B}_hidden payload\u{1B}\\ok", "ok"),
        ("\u{1B}^private\u{1B}\\ok", "ok"),
        ("\u{1B}Xstart of string\u{1B}\\ok", "ok"),
        ("Title \u{1B}]0;never terminated", "Title "),
        ("\u{1B}]0;title\u{1B}[31mred", "red"),
        ("Reset\u{1B}cDone", "ResetDone"),
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("\u{1B}(0qqq\u{1B}(B", "qqq"),
        ("\u{1B}#8Aligned", "Aligned"),
        ("text\u{1B}[", "text"),
        ("text\u{1B}", "text"),
        ("\u{1B}\u{E9}t\u{E9}", "\u{E9}t\u{E9}"),
        ("\u{9B}31mRED\u{9B}0m", "RED"),
        ("\u{9D}8;;https://evil.example\u{9C}x", "x"),
        ("\u{90}payload\u{9C}y", "y"),
        ("a\u{85}b\u{80}c\u{8D}d\u{9C}e", "a bcde"),
        ("Great form!\r\u{1B}[2KFake line", "Great form! Fake line"),
        ("Safe caption\rrm -rf ~", "Safe caption rm -rf ~"),
        ("good\u{8}\u{8}\u{8}\u{8}evil", "goodevil"),
        ("Bell\u{7}\u{0}\u{B}\u{C}\u{1F}s", "Bell  s"),
        ("x\u{7F}y", "xy"),
        ("Reps:\t12", "Reps: 12"),
        ("Line one\nLine two", "Line one Line two"),
        ("Line one\r\nLine two", "Line one Line two"),
        ("\u{202E}gnp.exe\u{202C}", "gnp.exe"),
        ("\u{202A}a\u{202B}b\u{202D}c\u{202C}", "abc"),
        ("\u{2066}abc\u{2069} \u{2067}def\u{2069} \u{2068}ghi\u{2069}", "abc def ghi"),
        ("\u{200E}left\u{200F} right\u{61C}", "left right"),
        ("\u{1B}]0;title\u{7} 8 trx low row", " 8 trx low row"),
        ("\u{1B}]0;title\u{1B}\\8 trx", "8 trx"),
        ("\u{1B}P1$r0m\u{9C}dcs", "dcs"),
        ("\u{1B}_apc\u{7}x", "x"),
        ("\u{1B}[1m\u{1F44D}\u{1F3FF}\u{1B}[0m", "\u{1F44D}\u{1F3FF}"),
    ]

    @Test(arguments: oneLineCases)
    func printsOnlyWhatTheCaptionSays(caption: String, printed: String) {
        #expect(TerminalText.sanitized(caption) == printed)
    }

    /// Captions with line breaks, as the multi-line variant must print them.
    private static let multilineCases: [(caption: String, printed: String)] = [
        ("Line one\nLine two", "Line one\nLine two"),
        ("Line one\r\nLine two\r\n", "Line one\nLine two\n"),
        ("Tabs\tand\nbreaks\n\n", "Tabs and\nbreaks\n\n"),
        ("\u{1B}[3\n1m", "\n1m"),
        ("\u{1B}]0;title\nstill the title\u{7}shown", "shown"),
        (
            "\u{1F525} Goblet Squat \u{1F525}\n\u{1B}[31mKeep\u{1B}[0m your chest up\r\n#otf #coachingotf",
            "\u{1F525} Goblet Squat \u{1F525}\nKeep your chest up\n#otf #coachingotf"
        ),
        ("a\u{85}b\u{2028}c\u{2029}d", "a\nb\nc\nd"),
        ("a\r\nb\rc\nd\te\u{7F}g", "a\nb\nc\nd eg"),
        ("a\r\r\nb", "a\n\nb"),
        ("a\u{B}b\u{C}c", "a\nb\nc"),
    ]

    @Test(arguments: multilineCases)
    func keepsLineBreaksInMultilineText(caption: String, printed: String) {
        #expect(TerminalText.sanitizedMultiline(caption) == printed)
    }

    /// Text that must come out exactly as it went in, scalar for scalar.
    private static let untouched = [
        "Goblet Squat",
        "\u{1F469}\u{1F3FD}\u{200D}\u{1F692} and \u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F}",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} family plank",
        "\u{201C}Chest up\u{201D} \u{2014} don\u{2019}t \u{2018}rush\u{2019}",
        "\u{6DF1}\u{8E72} \u{30B9}\u{30AF}\u{30EF}\u{30C3}\u{30C8} \u{C2A4}\u{CFFC}\u{D2B8}",
        "Cafe\u{301} jalapen\u{303}o Z\u{336}a\u{308}",
        "\u{5E1}\u{5E7}\u{5D5}\u{5D5}\u{5D0}\u{5D8} \u{633}\u{643}\u{648}\u{627}\u{62A}",
        "#otf #coachingotf @trainingtall 100% [sets] ~ \\ ^_^",
    ]

    @Test(arguments: untouched)
    func keepsPrintableTextIntact(text: String) {
        #expect(TerminalText.sanitized(text).unicodeScalars.elementsEqual(text.unicodeScalars))
        #expect(TerminalText.sanitizedMultiline(text).unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test("a paste's bytes: invalid UTF-8 is U+FFFD, an 8-bit CSI goes with its final byte")
    func cleansPastedBytes() {
        let bytes: [UInt8] = [0xC2, 0x9B, 0x61, 0x62, 0xFF]
        #expect(TerminalText.sanitizedMultiline(String(decoding: bytes, as: UTF8.self)) == "b\u{FFFD}")
    }

    @Test("a report quotes a field with its invisible characters written out")
    func escapedQuote() {
        #expect(TerminalText.escapedQuote("dumbbell\u{1B}[5m") == #""dumbbell\u{1B}[5m""#)
        #expect(
            TerminalText.escapedQuote("glutes\u{200B}\u{200E}\u{2028}")
                == #""glutes\u{200B}\u{200E}\u{2028}""#)
        #expect(TerminalText.escapedQuote("Café 👍🏿") == "\"Café 👍🏿\"")
    }

    @Test("of ASCII, the C0 controls and DEL are invisible, printable characters are not")
    func invisibleASCII() {
        let invisible = (0..<128).compactMap(Unicode.Scalar.init).filter(TerminalText.isInvisible)
        #expect(invisible.map(\.value) == Array(0...31) + [127])
        #expect(TerminalText.isInvisible("\u{85}") && TerminalText.isInvisible("\u{200B}"))
        #expect(!TerminalText.isInvisible("\u{E9}"))
    }

    /// Counts over $OTF_TEST_CATALOG/src/data/exercises.json, computed independently with Python: the
    /// 1,953 captions hold no control character other than "\n" (3,868 of them, in 242 captions), no
    /// C1 control and no bidi control, so the multi-line text is each caption unchanged and the one-line
    /// text differs from it in exactly those 242 captions.
    private static let realCaptionCount = 1953
    private static let realCaptionsWithLineBreaks = 242

    @Test(TestCatalog.isRequired)
    func leavesTheRealCaptionsReadable() throws {
        let captions = try TestCatalog.load().exercises.flatMap(\.videos).map(\.description)
        #expect(captions.count == Self.realCaptionCount)
        #expect(captions.allSatisfy { TerminalText.sanitizedMultiline($0) == $0 })
        let changedOnOneLine = captions.filter { TerminalText.sanitized($0) != $0 }
        #expect(changedOnOneLine.count == Self.realCaptionsWithLineBreaks)
        #expect(changedOnOneLine.allSatisfy { $0.contains("\n") })
    }
}
