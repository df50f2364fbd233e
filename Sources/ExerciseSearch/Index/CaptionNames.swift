internal import ExerciseCatalog

/// The names a demo video's caption gives its exercise: what follows "aka" or "a.k.a." ("Bench Bridge
/// aka Hip Thrust"), and its hashtags (`#singlelegdeadlift`), which the indexer splits into the catalog's
/// words (``HashtagSplit``).
///
/// Brackets in a caption are notes ("(Slow)", "(Options)", "(Shoulders On)") that the title already
/// holds, so only a bracket that starts with "aka" names the move ("(aka Lift)"). Tags put on nearly
/// every post, about the brand, the coach or the audience rather than the move, are ignored
/// (``ignoredTags``).
enum CaptionNames {
    /// Hashtags that say nothing about the move, lower-case without "#": the six on at least a tenth of
    /// the catalog's 1,953 posts (otf 602, coach 554, otfcoach 484, orangetheory 401, orangetheorycoach
    /// 264, orangetheoryfitness 198), then the most frequent about the account or its audience.
    static let ignoredTags: Set<String> = [
        "otf", "coach", "otfcoach", "orangetheory", "orangetheorycoach", "orangetheoryfitness", "fitness",
        "crossfit", "tallguys", "tallfitness", "veganfitness", "hyrox", "fitnesstips", "workouttips",
        "homeworkout", "cueing", "fitnessmotivation", "gym", "workout", "fit", "training", "personaltrainer",
        "coaching", "fitfam", "otfillinois",
    ]

    /// ``ignoredTags`` by their bytes, looked up without making a string.
    private static let ignoredTagTable = {
        var table = TermTable()
        for tag in ignoredTags {
            var tag = tag
            tag.withUTF8 { _ = table.intern(buffer: $0) }
        }
        return table
    }()

    /// True when the folded hashtag `tag` is one of ``ignoredTags``.
    static func isIgnored(_ tag: UnsafeBufferPointer<UInt8>) -> Bool {
        ignoredTagTable.id(of: tag) != nil
    }

    /// The most words an aka name holds: it names one move.
    static let longestAkaName = 4

    /// The aka names of the UTF-8 caption `bytes`, each the words after "aka" or "a.k.a." up to a
    /// bracket, a sentence mark, a hashtag or the end of the line (at most ``longestAkaName`` words);
    /// `hashtags` is set to its hashtags, each the range of the letters and digits after a "#" (a list
    /// the caller keeps from one caption to the next).
    static func parts(of bytes: UnsafeBufferPointer<UInt8>, hashtags: inout [Range<Int>]) -> [String] {
        hashtags.removeAll(keepingCapacity: true)
        var akaNames: [String] = []
        // Where the last part read ended: no part starts before it.
        var partEnd = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                var end = index + 1
                while end < bytes.count, isTagByte(bytes[end]) {
                    end += 1
                }
                if end > index + 1 {
                    hashtags.append((index + 1)..<end)
                }
                index = end
                partEnd = end
            } else if byte | 0x20 == UInt8(ascii: "k"),
                let start = akaStart(in: bytes, k: index, from: partEnd)
            {
                let end = akaNameEnd(in: bytes, from: start)
                let cut = wordsEnd(in: bytes, start..<end)
                var words = Self.words(in: bytes, start..<cut)
                if words.count < longestAkaName && cut < end {
                    // Other white space made fewer words than the cut counted: read the whole name.
                    words = Self.words(in: bytes, start..<end)
                }
                if !words.isEmpty {
                    akaNames.append(words.prefix(longestAkaName).joined(separator: " "))
                }
                index = end
                partEnd = end
            } else {
                index = nextMark(in: bytes, after: index)
            }
        }
        return akaNames
    }

    /// Where the first byte after `index` that may start a part is, or the end.
    ///
    /// Only "#" starts a hashtag, and every "aka" or "a.k.a." holds a "k". Most of a caption is
    /// neither, and is skipped eight bytes at a time (``ByteScan``).
    private static func nextMark(in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int {
        ByteScan.firstIndex(of: UInt8(ascii: "#"), orLetter: UInt8(ascii: "k"), in: bytes, from: index + 1)
    }

    /// Where the name after the "aka" or "a.k.a." whose "k" is at `k` begins, or nil when there is none
    /// there or it would start before `partEnd`.
    private static func akaStart(in bytes: UnsafeBufferPointer<UInt8>, k: Int, from partEnd: Int) -> Int? {
        guard k >= partEnd + 1 else {
            return nil
        }
        if bytes[k - 1] | 0x20 == UInt8(ascii: "a") {
            return akaEnd(in: bytes, at: k - 1)
        }
        guard k >= partEnd + 2, bytes[k - 1] == UInt8(ascii: ".") else {
            return nil
        }
        return akaEnd(in: bytes, at: k - 2)
    }

    /// True for a byte of a hashtag: an ASCII letter or digit, an underscore, or any byte of a
    /// non-ASCII scalar.
    private static func isTagByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "_")
    }

    /// True for an ASCII letter or digit.
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: false
        }
    }

    /// Where the name after an "aka" or "a.k.a." starting at `index` begins, or nil when none starts
    /// there (the word must stand alone: "Pakaa" holds none).
    private static func akaEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index == 0 || !isTagByte(bytes[index - 1]) else {
            return nil
        }
        let byte = { (offset: Int) -> UInt8? in index + offset < bytes.count ? bytes[index + offset] : nil }
        let isLetter = { (offset: Int, letter: Character) -> Bool in
            byte(offset).map { $0 | 0x20 == letter.asciiValue } ?? false
        }
        let dot = UInt8(ascii: ".")
        var end: Int
        if isLetter(0, "a"), isLetter(1, "k"), isLetter(2, "a") {
            end = index + 3
        } else if isLetter(0, "a"), byte(1) == dot, isLetter(2, "k"), byte(3) == dot, isLetter(4, "a") {
            end = byte(5) == dot ? index + 6 : index + 5
        } else {
            return nil
        }
        guard end == bytes.count || !isTagByte(bytes[end]) else {
            return nil
        }
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: ":") {
            end += 1
        }
        return end
    }

    /// Where the first ``longestAkaName`` words of `range` end, so the rest of a long line is not made
    /// into a string.
    ///
    /// That is after that many runs of bytes between ASCII spaces, tabs and line breaks, or at the end
    /// of `range`. A run of other white space alone is no word, so a caller that finds fewer words there
    /// reads the whole range.
    private static func wordsEnd(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var words = 0
        var inWord = false
        for index in range {
            // A Character is white space by its first scalar: a space carrying a combining mark parts
            // words too.
            let isBreak =
                bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
            if isBreak && inWord {
                words += 1
                if words == longestAkaName {
                    return index
                }
            }
            inWord = !isBreak
        }
        return range.upperBound
    }

    /// The words of the UTF-8 `range` of `bytes`, split at white space.
    private static func words(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Substring] {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).split(
            whereSeparator: \.isWhitespace)
    }

    /// Where an aka name starting at `start` ends: at a bracket, a sentence mark, a hashtag, a line
    /// break or the end.
    private static func akaNameEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, !".,;:!?#()[]\n\r\"".utf8.contains(bytes[end]) {
            end += 1
        }
        return end
    }
}

/// Splits a hashtag run together from several words into the catalog's words of moves:
/// `singlelegdeadlift` → single leg deadlift, `hangpowercleans` → hang power cleans.
///
/// The split is the one with the fewest words, each a known word (``isKnown``: found as a word of its
/// own in a tag or a name of at most six words, plurals folded) of at least two letters; among equals,
/// the one whose words are longest from the left ("single leg", not "sin gleleg"). A tag that is not
/// entirely such words is not split and adds nothing (`#tallguys`). Only ASCII tags are split; each place
/// is tried once with each length a known word starting with its two letters may have
/// (``KnownWords/pieceLengths(startingWith:_:)``), so the work is at most the tag's length times 62.
enum HashtagSplit {
    /// The pieces of the folded ASCII `tag` as byte ranges, or nil when it is not made of known words.
    ///
    /// `pieceLengths` gives, for the first two bytes of a piece, the lengths (as bits) it may have to be
    /// known; `isKnown` then says whether a piece of such a length is.
    static func split(
        _ tag: UnsafeBufferPointer<UInt8>, pieceLengths: (UInt8, UInt8) -> UInt64,
        isKnown: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> [Range<Int>]? {
        let count = tag.count
        guard count >= 2 else {
            return nil
        }
        // The fewest known words the tag holds from each place to its end (Int.max: none), and the
        // length of the first of them: the longest that keeps the fewest, tried longest first. Both
        // live on the stack for a tag of ordinary length.
        return withUnsafeTemporaryAllocation(of: (rest: Int, first: Int).self, capacity: count + 1) { table in
            table.initialize(repeating: (Int.max, 0))
            table[count].rest = 0
            for start in stride(from: count - 2, through: 0, by: -1) {
                let remaining = count - start
                var lengths = pieceLengths(tag[start], tag[start + 1])
                if remaining < 63 {
                    lengths &= (1 << UInt64(remaining + 1)) - 1
                }
                while lengths != 0 {
                    let length = 63 - lengths.leadingZeroBitCount
                    lengths &= ~(1 << UInt64(length))
                    let after = table[start + length].rest
                    if after != Int.max && after + 1 < table[start].rest
                        && isKnown(UnsafeBufferPointer(rebasing: tag[start..<(start + length)]))
                    {
                        table[start] = (after + 1, length)
                    }
                }
            }
            guard table[0].rest != Int.max else {
                return nil
            }
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(table[0].rest)
            var start = 0
            while start < count {
                ranges.append(start..<(start + table[start].first))
                start += table[start].first
            }
            return ranges
        }
    }
}
