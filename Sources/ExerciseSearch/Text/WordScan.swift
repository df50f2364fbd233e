/// One word found by ``WordScan``.
struct ScannedWord {
    /// Its folded UTF-8 in ``WordScan/bytes``.
    var bytes: Range<Int>
    /// Offsets in `Character`s of the scanned text.
    var characters: Range<Int>
}

/// Splits text into folded words (see ``SearchText``), reusing its buffers from one text to the next.
///
/// Words are stored as byte ranges into one buffer so that indexing a catalog creates no string per
/// word. Plain ASCII text without carriage returns (one byte per Character) takes a fast path; other
/// text is folded Unicode scalar by scalar (see ``FoldedScalar``), counting Characters alongside only
/// when the caller needs Character offsets.
struct WordScan {
    /// Slashes that make "1/2" a fraction: solidus, fraction slash and division slash.
    static let fractionSlashes: Set<UInt32> = [0x2F, 0x2044, 0x2215]

    /// The folded UTF-8 of every word of the last text, back to back.
    private(set) var bytes: [UInt8] = []
    /// The words of the last text.
    private(set) var words: [ScannedWord] = []
    /// Where the word being built starts in ``bytes``.
    private var wordStart = 0
    /// Character offset of the word being built.
    private var characterStart = 0
    /// Character offset just past the last letter of the word being built.
    private var characterEnd = 0

    /// The folded UTF-8 of `word`.
    func text(of word: ScannedWord) -> ArraySlice<UInt8> {
        bytes[word.bytes]
    }

    /// Replaces the words with those of `text`; with `needsCharacterOffsets` false, the offsets of
    /// non-ASCII text are left at 0 (the words are the same).
    mutating func scan(_ text: String, needsCharacterOffsets: Bool = true) {
        bytes.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        wordStart = 0
        let wasASCII = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard Self.isPlainASCII(utf8) else {
                return false
            }
            scanASCII(utf8)
            return true
        }
        if wasASCII != true {
            scanScalars(of: text, countingCharacters: needsCharacterOffsets)
        }
        breakWord()
    }

    /// The fast path: one byte per Character.
    private mutating func scanASCII(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.reserveCapacity(utf8.count + utf8.count / 3 + 1)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "1") && Self.isHalfFraction(at: index, in: utf8) {
                appendHalf(characters: index..<index + 3)
                index += 3
                continue
            }
            appendASCII(byte, at: index)
            index += 1
        }
    }

    /// True when the ASCII bytes at `index` spell "1/2" with no digit just before or after.
    private static func isHalfFraction(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        index + 2 < utf8.count && utf8[index + 1] == UInt8(ascii: "/") && utf8[index + 2] == UInt8(ascii: "2")
            && !(index > 0 && isASCIIDigit(utf8[index - 1]))
            && !(index + 3 < utf8.count && isASCIIDigit(utf8[index + 3]))
    }

    /// The general path: Unicode scalar by scalar, counting Characters (grapheme clusters) for the
    /// offsets when asked.
    private mutating func scanScalars(of text: String, countingCharacters: Bool) {
        let scalars = text.unicodeScalars
        var characterOffset = 0
        var nextCharacter = countingCharacters ? text.index(after: text.startIndex) : text.endIndex
        var previousWasDigit = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if countingCharacters {
                while nextCharacter <= index {
                    characterOffset += 1
                    nextCharacter = text.index(after: nextCharacter)
                }
            }
            let scalar = scalars[index]
            if scalar == "1" && !previousWasDigit && Self.isHalfFraction(after: index, in: scalars) {
                appendHalf(characters: characterOffset..<characterOffset + 3)
                index = scalars.index(index, offsetBy: 3)
                previousWasDigit = true
                continue
            }
            previousWasDigit = scalar.isASCII && Self.isASCIIDigit(UInt8(scalar.value))
            if scalar.isASCII {
                appendASCII(UInt8(scalar.value), at: characterOffset)
            } else {
                append(FoldedScalar.fold(scalar), at: characterOffset)
            }
            index = scalars.index(after: index)
        }
    }

    /// True when the scalars after the "1" at `index` are a slash and a "2" not followed by a digit.
    private static func isHalfFraction(after index: String.Index, in scalars: String.UnicodeScalarView)
        -> Bool
    {
        let slash = scalars.index(after: index)
        guard slash < scalars.endIndex, fractionSlashes.contains(scalars[slash].value) else {
            return false
        }
        let two = scalars.index(after: slash)
        guard two < scalars.endIndex, scalars[two] == "2" else {
            return false
        }
        let after = scalars.index(after: two)
        return after == scalars.endIndex
            || !(scalars[after].isASCII && isASCIIDigit(UInt8(scalars[after].value)))
    }

    /// Adds one ASCII Character at `offset`: a letter or digit joins the word, an apostrophe is
    /// skipped, anything else ends the word.
    private mutating func appendASCII(_ byte: UInt8, at offset: Int) {
        if let folded = FoldedScalar.wordByte(ascii: byte) {
            append(folded, at: offset)
        } else if byte != UInt8(ascii: "'") {
            breakWord()
        }
    }

    /// Adds a folded non-ASCII scalar found in the Character at `offset`.
    private mutating func append(_ folded: FoldedScalar, at offset: Int) {
        switch folded {
        case .wordScalars(let scalars):
            for scalar in scalars {
                UTF8.encode(scalar) { append($0, at: offset) }
            }
        case .ignored:
            break
        case .half:
            appendHalf(characters: offset..<offset + 1)
        case .separator:
            breakWord()
        }
    }

    /// Adds one folded byte taken from the Character at `offset`.
    private mutating func append(_ byte: UInt8, at offset: Int) {
        if bytes.count == wordStart {
            characterStart = offset
        }
        bytes.append(byte)
        characterEnd = offset + 1
    }

    /// Adds the word "half" standing for `characters`.
    private mutating func appendHalf(characters: Range<Int>) {
        breakWord()
        bytes.append(contentsOf: "half".utf8)
        words.append(ScannedWord(bytes: wordStart..<bytes.count, characters: characters))
        wordStart = bytes.count
    }

    /// Ends the word being built, if any.
    private mutating func breakWord() {
        guard bytes.count > wordStart else {
            return
        }
        words.append(ScannedWord(bytes: wordStart..<bytes.count, characters: characterStart..<characterEnd))
        wordStart = bytes.count
    }

    /// True when every byte is ASCII and none is a carriage return, so each byte is one Character.
    private static func isPlainASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in utf8 where byte >= 0x80 || byte == UInt8(ascii: "\r") {
            return false
        }
        return true
    }

    /// True for the bytes "0" to "9".
    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
