import TerminalKit
import Testing

@Suite struct KeyDecoderTests {
    /// The UTF-8 bytes of `text`.
    private static func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    /// Input bytes with the keys they stand for, worked out by hand.
    ///
    /// Each case ends with a `flushPendingEscape()`, as the event loop does after its timeout.
    private static let cases: [(input: [UInt8], keys: [Key])] = [
        (bytes("a"), [.text("a")]),
        (bytes("Hi!"), [.text("H"), .text("i"), .text("!")]),
        (bytes("caf\u{E9}"), [.text("c"), .text("a"), .text("f"), .text("\u{E9}")]),
        (bytes("\u{65E5}\u{672C}"), [.text("\u{65E5}"), .text("\u{672C}")]),
        (
            bytes("\u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F}"),
            [.text("\u{1F3CB}"), .text("\u{FE0F}"), .text("\u{200D}"), .text("\u{2640}"), .text("\u{FE0F}")]
        ),
        (bytes("\u{1F44D}\u{1F3FD}"), [.text("\u{1F44D}"), .text("\u{1F3FD}")]),
        (bytes("\r"), [.enter]),
        (bytes("\n"), [.enter]),
        (bytes("\t"), [.tab]),
        (bytes("\u{1B}[Z"), [.shiftTab]),
        ([0x7F], [.backspace]),
        ([0x08], [.backspace]),
        (bytes("\u{1B}"), [.escape]),
        (bytes("abc\u{1B}"), [.text("a"), .text("b"), .text("c"), .escape]),
        (bytes("\u{1B}\u{1B}[A"), [.escape, .up]),
        (bytes("\u{1B}[A"), [.up]),
        (bytes("\u{1B}[B"), [.down]),
        (bytes("\u{1B}[C"), [.right]),
        (bytes("\u{1B}[D"), [.left]),
        (bytes("\u{1B}OA"), [.up]),
        (bytes("\u{1B}OB"), [.down]),
        (bytes("\u{1B}OC"), [.right]),
        (bytes("\u{1B}OD"), [.left]),
        (bytes("\u{1B}[1;5C"), [.right]),
        (bytes("\u{1B}[1;2A"), [.up]),
        (bytes("\u{1B}[H"), [.home]),
        (bytes("\u{1B}[1~"), [.home]),
        (bytes("\u{1B}[7~"), [.home]),
        (bytes("\u{1B}OH"), [.home]),
        (bytes("\u{1B}[F"), [.end]),
        (bytes("\u{1B}[4~"), [.end]),
        (bytes("\u{1B}[8~"), [.end]),
        (bytes("\u{1B}OF"), [.end]),
        (bytes("\u{1B}[5~"), [.pageUp]),
        (bytes("\u{1B}[6~"), [.pageDown]),
        (bytes("\u{1B}[3~"), [.delete]),
        ([0x03], [.control("c")]),
        ([0x06], [.control("f")]),
        ([0x1A], [.control("z")]),
        ([0x15], [.control("u")]),
        ([0x17], [.control("w")]),
        ([0x01], [.control("a")]),
        (bytes("a\u{1B}[Bb"), [.text("a"), .down, .text("b")]),
        (bytes("\u{1B}[200~hello world\u{1B}[201~"), [.paste("hello world")]),
        (bytes("\u{1B}[200~a\tb\r\nc\nd\re\u{7}f\u{1B}[31mg\u{1B}[201~"), [.paste("a b\nc\nd\nefg")]),
        (bytes("\u{1B}[200~\u{1B}]0;title\u{7} 8 trx low row\u{1B}[201~"), [.paste(" 8 trx low row")]),
        (bytes("\u{1B}[200~8 trx\u{200E} low row\u{202E}\u{1B}[201~"), [.paste("8 trx low row")]),
        (
            bytes("\u{1B}[200~\u{65E5}\u{672C}\u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F}\u{1B}[201~"),
            [.paste("\u{65E5}\u{672C}\u{1F3CB}\u{FE0F}\u{200D}\u{2640}\u{FE0F}")]
        ),
        (bytes("\u{1B}[200~x\u{1B}[20y\u{1B}[201~z"), [.paste("x"), .text("z")]),
        (bytes("\u{1B}[200~\u{1B}[201~"), [.paste("")]),
        (bytes("\u{1B}[15~"), []),
        (bytes("\u{1B}[2~"), []),
        (bytes("\u{1B}[201~"), []),
        (bytes("\u{1B}OP"), []),
        (bytes("\u{1B}[<0;10;5M"), []),
        (bytes("\u{1B}[?1;2c"), []),
        (bytes("\u{1B}[12;40R"), []),
        (bytes("\u{1B}[I\u{1B}[O"), []),
        (bytes("\u{1B}[[A"), []),
        (bytes("\u{1B}[1;2Z"), []),
        (bytes("\u{1B}]11;rgb:0000/0000/0000\u{7}"), []),
        (bytes("\u{1B}]52;c;aGk=\u{1B}\\"), []),
        (bytes("\u{1B}_Gi=1;OK\u{1B}\\x"), [.text("x")]),
        (bytes("\u{1B}P1$r0m\u{1B}\\"), []),
        (bytes("\u{1B}]0;title\u{1B}[A"), [.up]),
        (bytes("\u{1B}x"), []),
        (bytes("\u{1B}\u{E9}a"), [.text("a")]),
        (bytes("\u{1B}[1\u{1B}[A"), [.up]),
        (bytes("\u{1B}[1"), []),
        (bytes("\u{1B}[" + String(repeating: "1", count: 40) + "A"), []),
        ([0xFF, 0x61], [.text("a")]),
        ([0xC3, 0x61], [.text("a")]),
        ([0xE0, 0x80, 0x80], []),
        ([0xED, 0xA0, 0x80], []),
        ([0xF4, 0x90, 0x80, 0x80], []),
        ([0xC3, 0xC3, 0xA9], [.text("\u{E9}")]),
        (bytes("\u{85}\u{9B}"), []),
        ([0x00, 0x1C, 0x1F], []),
    ]

    /// Decodes `chunks` one after the other, then flushes a pending escape.
    private static func keys(decoding chunks: [ArraySlice<UInt8>]) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for chunk in chunks {
            keys += decoder.decode(chunk)
        }
        return keys + decoder.flushPendingEscape()
    }

    @Test(arguments: cases)
    func decodesTheWholeInputAtOnce(input: [UInt8], keys: [Key]) {
        #expect(Self.keys(decoding: [input[...]]) == keys)
    }

    @Test(arguments: cases)
    func decodesTheInputByteByByte(input: [UInt8], keys: [Key]) {
        #expect(Self.keys(decoding: input.indices.map { input[$0...$0] }) == keys)
    }

    @Test(arguments: cases)
    func decodesTheInputSplitAtEveryPoint(input: [UInt8], keys: [Key]) {
        for split in 0...input.count {
            #expect(Self.keys(decoding: [input[..<split], input[split...]]) == keys, "split at \(split)")
        }
    }

    @Test(arguments: cases)
    func decodesTheInputSplitAtEveryPairOfPoints(input: [UInt8], keys: [Key]) {
        for first in 0...input.count {
            for second in first...input.count {
                let chunks = [input[..<first], input[first..<second], input[second...]]
                #expect(Self.keys(decoding: chunks) == keys, "split at \(first) and \(second)")
            }
        }
    }

    /// Inputs after which an escape is, or is not, waiting for the event loop's timeout.
    private static let pendingCases: [(input: String, isPending: Bool)] = [
        ("\u{1B}", true),
        ("\u{1B}[", true),
        ("\u{1B}[1;5", true),
        ("\u{1B}O", true),
        ("\u{1B}]0;title", true),
        ("a", false),
        ("\u{1B}[A", false),
        ("\u{1B}[200~abc", false),
        ("\u{1B}\u{1B}", true),
    ]

    @Test(arguments: pendingCases)
    func saysWhetherAnEscapeIsPending(input: String, isPending: Bool) {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array(input.utf8))
        #expect(decoder.hasPendingEscape == isPending)
    }

    @Test func leavesAPartialCharacterAloneWhenFlushing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0x97]).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.decode([0xA5]) == [.text("\u{65E5}")])
    }

    @Test func keepsAPasteGoingAcrossAFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~squat".utf8)).isEmpty)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.decode(Array(" jump\u{1B}[201~".utf8)) == [.paste("squat jump")])
    }

    @Test func readsTheBytesAfterAFlushedEscapeAsNewKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.decode(Array("q\u{1B}[D".utf8)) == [.text("q"), .left])
    }

    @Test func dropsAnUnfinishedSequenceWhenFlushing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[5".utf8)).isEmpty)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.decode(Array("~".utf8)) == [.text("~")])
    }
}
