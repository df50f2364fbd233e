import ExerciseCatalog
import Testing

@testable import OTFCommandLine

@Suite struct EchoedTextTests {
    @Test func shortTextIsQuotedWholeAndLongTextIsCutWithItsLength() {
        #expect(EchoedText.quoted("goblet-squat") == "goblet-squat")
        #expect(EchoedText.quoted(String(repeating: "x", count: 60)) == String(repeating: "x", count: 60))
        #expect(
            EchoedText.quoted(String(repeating: "x", count: 61))
                == String(repeating: "x", count: 60) + "… (61 characters)")
    }

    @Test(
        "control and format characters and line breaks are shown as their codes, so a message stays one line")
    func invisibleCharactersAreShownEscaped() {
        #expect(EchoedText.quoted("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(EchoedText.quoted("/tmp/a\nb\r\tc") == "/tmp/a\\u{A}b\\u{D}\\u{9}c")
        #expect(EchoedText.quoted("x\u{202E}y\u{2028}z\u{85}") == "x\\u{202E}y\\u{2028}z\\u{85}")
        #expect(EchoedText.quoted("épaule 😀") == "épaule 😀")
    }

    @Test("a path is quoted up to 200 characters, a word up to 60; the cut is counted before escaping")
    func pathsKeepMore() {
        let path = "/" + String(repeating: "p", count: 199)
        #expect(EchoedText.path(path) == path)
        #expect(EchoedText.path(path + "q") == path + "… (201 characters)")
        #expect(
            EchoedText.quoted(String(repeating: "\n", count: 61)) == String(repeating: "\\u{A}", count: 60)
                + "… (61 characters)")
    }

    @Test("one character of 100,000 combining marks is cut: four scalars a character, as in catalog fields")
    func combiningMarksAreBounded() {
        let text = "a" + String(repeating: "\u{301}", count: 100_000)
        let echoed = EchoedText.quoted(text)
        // 60 characters of four scalars: "a" and 239 marks, one character, then the cut and its length.
        #expect(echoed == "a" + String(repeating: "\u{301}", count: 239) + "… (1 characters)")
    }

    @Test("a 100,000-character id is not printed back whole")
    func showCutsAHugeUnknownID() {
        let result = RecordingConsole.run(["show", String(repeating: "a", count: 100_000)])
        #expect(result.status == .failure)
        let failure = result.error.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            failure.hasPrefix(
                "otf: no exercise with id or name \"" + String(repeating: "a", count: 60)
                    + "… (100,000 characters)\""
            ))
        #expect(result.error.count < 1_000)
    }
}
