import TerminalKit
import Testing

@Suite struct EscapeBuilderTests {
    @Test func buildsAnITerm2InlineImage() {
        // FF D8 FF (the start of a JPEG) is 111111 111101 100011 111111 in base64 digits: "/9j/".
        let escape = InlineImageEscape.iTerm2(imageBytes: [0xFF, 0xD8, 0xFF], columns: 20, rows: 10)
        #expect(
            escape == "\u{1B}]1337;File=inline=1;size=3;width=20;height=10;preserveAspectRatio=1:/9j/\u{7}")
    }

    @Test func buildsAKittyImageInOneChunk() {
        // 89 50 4E 47 (the start of a PNG) is "iVBO" + "Rw==" in base64.
        let escape = InlineImageEscape.kitty(pngBytes: [0x89, 0x50, 0x4E, 0x47], columns: 20, rows: 10)
        #expect(escape == "\u{1B}_Ga=T,f=100,q=2,C=1,c=20,r=10,m=0;iVBORw==\u{1B}\\")
    }

    @Test func splitsAKittyImageIntoChunksOf4096Characters() {
        // 3,073 zero bytes: 1,024 groups of three ("AAAA" each, 4,096 characters) and one byte ("AA==").
        let escape = InlineImageEscape.kitty(
            pngBytes: [UInt8](repeating: 0, count: 3073), columns: 4, rows: 2)
        let expected =
            "\u{1B}_Ga=T,f=100,q=2,C=1,c=4,r=2,m=1;" + String(repeating: "A", count: 4096) + "\u{1B}\\"
            + "\u{1B}_Gm=0;AA==\u{1B}\\"
        #expect(escape == expected)
    }

    @Test func endsAKittyImageThatFillsItsLastChunkExactly() {
        // 6,144 zero bytes are exactly 8,192 base64 characters: two full chunks and no empty third one.
        let escape = InlineImageEscape.kitty(
            pngBytes: [UInt8](repeating: 0, count: 6144), columns: 4, rows: 2)
        let expected =
            "\u{1B}_Ga=T,f=100,q=2,C=1,c=4,r=2,m=1;" + String(repeating: "A", count: 4096) + "\u{1B}\\"
            + "\u{1B}_Gm=0;" + String(repeating: "A", count: 4096) + "\u{1B}\\"
        #expect(escape == expected)
    }

    @Test func sendsAnEmptyKittyImageAsOneChunk() {
        let escape = InlineImageEscape.kitty(pngBytes: [], columns: 1, rows: 1)
        #expect(escape == "\u{1B}_Ga=T,f=100,q=2,C=1,c=1,r=1,m=0;\u{1B}\\")
    }

    @Test func deletesEveryKittyImage() {
        #expect(InlineImageEscape.kittyDeleteAll == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }

    @Test(arguments: [
        ("hello", "\u{1B}]52;c;aGVsbG8=\u{7}"),
        // E6 97 A5 E6 9C AC: 111001 101001 011110 100101 | 111001 101001 110010 101100.
        ("\u{65E5}\u{672C}", "\u{1B}]52;c;5pel5pys\u{7}"),
        ("", "\u{1B}]52;c;\u{7}"),
    ])
    func copiesToTheClipboard(text: String, escape: String) {
        #expect(ClipboardEscape.copy(text) == escape)
    }

    @Test func entersAndLeavesTheFullScreenModes() {
        #expect(TerminalSession.entrySequence == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
        #expect(TerminalSession.exitSequence == "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
    }
}
