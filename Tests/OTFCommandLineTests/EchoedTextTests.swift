import Testing

@testable import OTFCommandLine

@Suite struct EchoedTextTests {
    @Test func shortTextIsQuotedWholeAndLongTextIsCutWithItsLength() {
        #expect(EchoedText.quoted("goblet-squat") == "goblet-squat")
        #expect(EchoedText.quoted(String(repeating: "x", count: 60)) == String(repeating: "x", count: 60))
        #expect(
            EchoedText.quoted(String(repeating: "x", count: 61))
                == String(repeating: "x", count: 60) + "… (61 characters)")
        #expect(EchoedText.quoted("a\u{1B}[31mb") == "ab")
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
