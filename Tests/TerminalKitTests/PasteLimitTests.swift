import TerminalKit
import Testing

/// A bracketed paste keeps at most a set number of bytes, drops the rest and still ends at "ESC [ 201 ~".
@Suite struct PasteLimitTests {
    private static let start = Array("\u{1B}[200~".utf8)
    private static let end = Array("\u{1B}[201~".utf8)

    @Test("a default decoder keeps the first MiB of a longer paste and reads the keys after it")
    func theDefaultLimitIsOneMebibyte() {
        let mebibyte = 1 << 20
        let pasted = [UInt8](repeating: UInt8(ascii: "a"), count: mebibyte + 10)
        var decoder = KeyDecoder()
        let keys = decoder.decode(Self.start + pasted + Self.end + Array("z".utf8))
        // Compared by length, not as text, so a failure does not print a mebibyte.
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste in \(keys.count) keys")
            return
        }
        #expect(text.utf8.count == mebibyte)
        #expect(text.allSatisfy { $0 == "a" })
        #expect(keys.dropFirst() == [.text("z")])
    }

    /// Pastes decoded with a 5-byte limit, and the keys they give, worked out by hand.
    private static let cases: [(input: String, keys: [Key])] = [
        ("\u{1B}[200~squat jump\u{1B}[201~z", [.paste("squat"), .text("z")]),
        ("\u{1B}[200~squat\u{1B}[201~", [.paste("squat")]),
        // The terminator is held back, so the limit falls after "abc", not inside the terminator.
        ("\u{1B}[200~abc\u{1B}[201~", [.paste("abc")]),
        // A broken terminator is pasted text, cut at the limit: "abc", ESC, "[", an unfinished escape
        // sequence the cleaning drops whole.
        ("\u{1B}[200~abc\u{1B}[20x\u{1B}[201~", [.paste("abc")]),
        // Ctrl-C in a paste is pasted, not a key; cleaning drops it.
        ("\u{1B}[200~a\u{3}b\u{1B}[201~", [.paste("ab")]),
        // A second paste starts afresh.
        ("\u{1B}[200~abcdefg\u{1B}[201~\u{1B}[200~hi\u{1B}[201~", [.paste("abcde"), .paste("hi")]),
        // "é" is two bytes; its first, alone at the limit, is invalid UTF-8.
        ("\u{1B}[200~abcd\u{E9}\u{1B}[201~", [.paste("abcd\u{FFFD}")]),
    ]

    @Test("a paste over the limit keeps its first bytes, however the input is split", arguments: cases)
    func keepsTheFirstBytesOfALongPaste(input: String, keys: [Key]) {
        let bytes = Array(input.utf8)
        for split in 0...bytes.count {
            var decoder = KeyDecoder(pasteLimit: 5)
            let decoded = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(decoded == keys, "split at \(split)")
        }
        var decoder = KeyDecoder(pasteLimit: 5)
        #expect(bytes.flatMap { decoder.decode([$0]) } == keys, "byte by byte")
    }
}
