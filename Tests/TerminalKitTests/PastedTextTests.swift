import Testing

@testable import TerminalKit

@Suite struct PastedTextTests {
    @Test(
        "line breaks of every kind (CR, LF, CRLF, VT, FF, NEL, U+2028, U+2029) become one LF; tabs a space; other controls go"
    )
    func cleansLineBreaksAndControls() {
        #expect(PastedText.cleaned(Array("a\r\nb\rc\nd\te\u{1B}f\u{7F}g".utf8)) == "a\nb\nc\nd efg")
        #expect(PastedText.cleaned([0x61, 0x0D, 0x0D, 0x0A, 0x62]) == "a\n\nb")
        #expect(
            PastedText.cleaned(Array("a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f".utf8)) == "a\nb\nc\nd\ne\nf")
        #expect(PastedText.cleaned([0xC2, 0x9B, 0x61, 0xFF]) == "a\u{FFFD}")
    }

    @Test("a paste for a one-line field has one space where each line break was")
    func singleLine() {
        #expect(PastedText.singleLine("goblet\nsquat") == "goblet squat")
        #expect(PastedText.singleLine("a\n\nb\n") == "a  b ")
        #expect(PastedText.singleLine("") == "")
    }
}
