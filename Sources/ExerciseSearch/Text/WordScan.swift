internal import ExerciseCatalog

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
/// text is read from its UTF-8, non-ASCII scalars folded one by one (see ``FoldedScalar``), and
/// Characters are counted by grapheme breaking only when the caller needs Character offsets and some
/// scalar might join its neighbours.
struct WordScan {
    /// True for the slashes that make "1/2" a fraction: solidus, fraction slash and division slash.
    static func isFractionSlash(_ value: UInt32) -> Bool {
        value == 0x2F || value == 0x2044 || value == 0x2215
    }

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
    /// non-ASCII text count Unicode scalars rather than Characters (the words are the same).
    mutating func scan(_ text: String, needsCharacterOffsets: Bool = true) {
        bytes.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        wordStart = 0
        var text = text
        text.makeContiguousUTF8()
        let scanned = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            if Self.isPlainASCII(utf8) {
                scanASCII(utf8)
            } else if !needsCharacterOffsets || Self.everyScalarStandsAlone(utf8) {
                scanUTF8(utf8)
            } else {
                return false
            }
            return true
        }
        if scanned != true {
            scanCountingCharacters(text)
        }
        breakWord()
    }

    /// Replaces the words with `pieces` of `folded`, lower-case ASCII letters and digits, as scanning
    /// the pieces joined by single spaces would (offsets count from the start of that joined text).
    mutating func setWords(_ pieces: [Range<Int>], of folded: UnsafeBufferPointer<UInt8>) {
        bytes.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        for (spaces, piece) in pieces.enumerated() {
            let start = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: folded[piece]))
            words.append(
                ScannedWord(
                    bytes: start..<bytes.count,
                    characters: (piece.lowerBound + spaces)..<(piece.upperBound + spaces)))
        }
        wordStart = bytes.count
    }

    /// The fast path: one byte per Character.
    private mutating func scanASCII(_ utf8: UnsafeBufferPointer<UInt8>) {
        if utf8.contains(UInt8(ascii: "/")) {
            scanASCIIWithFractions(utf8)
            return
        }
        // Without a slash there is no "1/2", so the folded text is never longer than the input: copy it,
        // then fold and compact it in place.
        bytes.append(contentsOf: utf8)
        var found: [ScannedWord] = []
        swap(&found, &words)
        let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
            var written = 0
            var wordStart = -1
            var byteStart = 0
            var wordEnd = 0
            for index in 0..<buffer.count {
                let byte = buffer[index]
                if let folded = FoldedScalar.wordByte(ascii: byte) {
                    if wordStart < 0 {
                        wordStart = index
                        byteStart = written
                    }
                    buffer[written] = folded
                    written += 1
                    wordEnd = index + 1
                } else if byte != UInt8(ascii: "'") && wordStart >= 0 {
                    found.append(ScannedWord(bytes: byteStart..<written, characters: wordStart..<wordEnd))
                    wordStart = -1
                }
            }
            if wordStart >= 0 {
                found.append(ScannedWord(bytes: byteStart..<written, characters: wordStart..<wordEnd))
            }
            return written
        }
        bytes.removeLast(bytes.count - written)
        swap(&found, &words)
        wordStart = bytes.count
    }

    /// The fast path for ASCII text that may hold "1/2": one byte per Character.
    private mutating func scanASCIIWithFractions(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "1") && !(index > 0 && Self.isASCIIDigit(utf8[index - 1])),
                let length = Self.halfFractionLength(after: index + 1, in: utf8)
            {
                appendHalf(characters: index..<index + 1 + length)
                index += 1 + length
                continue
            }
            appendASCII(byte, at: index)
            index += 1
        }
    }

    /// The path for non-ASCII text whose scalars are each a Character of their own (or whose offsets
    /// are not needed): UTF-8 byte by byte, decoding only non-ASCII scalars; offsets count scalars.
    private mutating func scanUTF8(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var offset = 0
        var previousWasDigit = false
        while index < utf8.count {
            let byte = utf8[index]
            guard byte >= 0x80 else {
                if byte == UInt8(ascii: "1") && !previousWasDigit,
                    let length = Self.halfFractionLength(after: index + 1, in: utf8)
                {
                    appendHalf(characters: offset..<offset + 3)
                    index += 1 + length
                    offset += 3
                    previousWasDigit = true
                    continue
                }
                previousWasDigit = Self.isASCIIDigit(byte)
                appendASCII(byte, at: offset)
                index += 1
                offset += 1
                continue
            }
            let (scalar, length) = Self.decodeScalar(at: index, in: utf8)
            append(FoldedScalar.fold(scalar), at: offset)
            previousWasDigit = false
            index += length
            offset += 1
        }
    }

    /// The path for text with scalars that may join their neighbours into one Character, when the caller
    /// needs Character offsets: scalar by scalar, counting Characters by grapheme breaking.
    private mutating func scanCountingCharacters(_ text: String) {
        let unicodeScalars = text.unicodeScalars
        var characterOffset = 0
        var nextCharacter = text.index(after: text.startIndex)
        var previousWasDigit = false
        var index = unicodeScalars.startIndex
        while index < unicodeScalars.endIndex {
            while nextCharacter <= index {
                characterOffset += 1
                nextCharacter = text.index(after: nextCharacter)
            }
            let scalar = unicodeScalars[index]
            if scalar == "1" && !previousWasDigit && Self.isHalfFraction(after: index, in: unicodeScalars) {
                appendHalf(characters: characterOffset..<characterOffset + 3)
                index = unicodeScalars.index(index, offsetBy: 3)
                previousWasDigit = true
                continue
            }
            previousWasDigit = scalar.isASCII && Self.isASCIIDigit(UInt8(scalar.value))
            append(scalar, at: characterOffset)
            index = unicodeScalars.index(after: index)
        }
    }

    /// The number of bytes from `index` that make "1" a half: a fraction slash (see
    /// ``isFractionSlash(_:)``) and a "2" not followed by a digit; nil when they do not.
    private static func halfFractionLength(after index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        guard index < utf8.count else {
            return nil
        }
        let (slash, slashLength) = decodeScalar(at: index, in: utf8)
        let two = index + slashLength
        guard isFractionSlash(slash.value), two < utf8.count, utf8[two] == UInt8(ascii: "2") else {
            return nil
        }
        guard two + 1 == utf8.count || !isASCIIDigit(utf8[two + 1]) else {
            return nil
        }
        return slashLength + 1
    }

    /// The scalar whose UTF-8 starts at `index` of valid UTF-8, and its length in bytes.
    private static func decodeScalar(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (
        Unicode.Scalar, length: Int
    ) {
        let lead = UInt32(utf8[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        for offset in 1..<length {
            value = value << 6 | UInt32(utf8[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// True when every scalar of the UTF-8 text stands alone (see ``standsAlone(_:)``).
    private static func everyScalarStandsAlone(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < utf8.count {
            if utf8[index] < 0x80 {
                guard utf8[index] != UInt8(ascii: "\r") else {
                    return false
                }
                index += 1
                continue
            }
            let (scalar, length) = decodeScalar(at: index, in: utf8)
            guard standsAlone(scalar) else {
                return false
            }
            index += length
        }
        return true
    }

    /// Adds one scalar found in the Character at `offset`.
    private mutating func append(_ scalar: Unicode.Scalar, at offset: Int) {
        if scalar.isASCII {
            appendASCII(UInt8(scalar.value), at: offset)
        } else {
            append(FoldedScalar.fold(scalar), at: offset)
        }
    }

    /// True for scalars that always form a Character of their own, whatever surrounds them.
    ///
    /// These are ASCII other than the carriage return, and blocks whose characters neither extend, join
    /// nor prefix others: Latin-1 to Latin Extended-B, most general punctuation, currency and letterlike
    /// symbols, arrows, technical symbols, dingbats and emoji pictographs other than skin-tone
    /// modifiers. Text made only of them needs no grapheme breaking to count Characters.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false
        case 0...0x7F, 0xA0...0x24F, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF, 0x2100...0x214F,
            0x2190...0x23FF, 0x2500...0x27BF, 0x1_F300...0x1_F3FA, 0x1_F400...0x1_F64F, 0x1_F680...0x1_F6FF,
            0x1_F900...0x1_F9FF, 0x1_FA70...0x1_FAFF:
            true
        default: false
        }
    }

    /// True when the scalars after the "1" at `index` are a slash and a "2" not followed by a digit.
    private static func isHalfFraction(after index: String.Index, in scalars: String.UnicodeScalarView)
        -> Bool
    {
        let slash = scalars.index(after: index)
        guard slash < scalars.endIndex, isFractionSlash(scalars[slash].value) else {
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
