import Testing

@testable import TerminalKit

@Suite struct PastedTextTests {
    @Test("line breaks of every kind become one LF; tabs a space; other controls go")
    func cleansLineBreaksAndControls() {
        #expect(PastedText.cleaned(Array("a\r\nb\rc\nd\te\u{1B}f\u{7F}g".utf8)) == "a\nb\nc\nd efg")
        #expect(PastedText.cleaned([0x61, 0x0D, 0x0D, 0x0A, 0x62]) == "a\n\nb")
        #expect(PastedText.cleaned([0xC2, 0x85, 0x61, 0xFF]) == "a\u{FFFD}")
    }

    @Test("a paste for a one-line field has one space where each line break was")
    func singleLine() {
        #expect(PastedText.singleLine("goblet\nsquat") == "goblet squat")
        #expect(PastedText.singleLine("a\n\nb\n") == "a  b ")
        #expect(PastedText.singleLine("") == "")
    }

    @Test("lines of only white space are not counted")
    func countsNonBlankLines() {
        #expect(PastedText.nonBlankLineCount("") == 0)
        #expect(PastedText.nonBlankLineCount("goblet squat") == 1)
        #expect(PastedText.nonBlankLineCount("12 Goblet Squat\n \n\n8 TRX Low Row\n") == 2)
        #expect(PastedText.nonBlankLineCount("\n  \n\u{3000}\n") == 0)
    }
}
