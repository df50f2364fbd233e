/// For one search: each exercise's best match of each query word, the fields it matched in, the words
/// it matched in a tag (alone or with its neighbours as one phrase) and the name words to highlight.
///
/// A word's best match is packed into a `UInt32` so that a smaller value is better: whether it is in the
/// caption names (bit 23: any other field, even with a typo, is better evidence than a caption's tag),
/// typos (bits 21–22), field tier (18–20), match kind (15–17), then the name position of the first name word it covers
/// (0–7, 255 outside the name) and how many more name words it covers (8–11).
struct MatchTable {
    /// A word that has not matched.
    static let unmatched = UInt32.max
    /// Field tiers by ``SearchField/bit``.
    static let tiers: [UInt32] = SearchField.allCases.map { UInt32($0.tier) }
    /// The bits (by ``SearchField/bit``) of the tag fields: muscle groups, equipment, category, movement.
    static let tagFields: UInt8 = SearchField.allCases.filter { $0.tier == SearchField.equipment.tier }
        .reduce(0) { $0 | 1 << $1.bit }

    /// Query words per exercise.
    let wordCount: Int
    /// Best match per exercise and word, at `exercise * wordCount + word`.
    private(set) var best: [UInt32]
    /// Matched fields per exercise (bit per ``SearchField/bit``); 0 for untouched exercises.
    private(set) var fields: [UInt8]
    /// Name words to highlight per exercise (bit per word position, first 64 words).
    private(set) var highlights: [UInt64]
    /// The query words each exercise matched as whole words in a tag field, whatever their best match.
    private(set) var tagMatches: [TagMatches]
    /// Exercises matched by at least one term, in first-touched order.
    private(set) var touched: [Int32] = []

    /// An empty table for `exerciseCount` exercises and `wordCount` query words.
    init(exerciseCount: Int, wordCount: Int) {
        self.wordCount = wordCount
        best = [UInt32](repeating: Self.unmatched, count: exerciseCount * wordCount)
        fields = [UInt8](repeating: 0, count: exerciseCount)
        highlights = [UInt64](repeating: 0, count: exerciseCount)
        tagMatches = [TagMatches](repeating: TagMatches(), count: exerciseCount)
    }

    /// Records every posting of every candidate of `term`.
    ///
    /// The loop writes through buffer pointers: it runs once per posting, and the arrays' checks would
    /// otherwise cost as much as the work.
    mutating func record(_ term: QueryTerm, postings: PostingLists) {
        let nameBit = SearchField.name.bit
        // Cues are prose and caption names the weakest field: they match words as typed, never with typos.
        let typedOnlyTier = UInt32(SearchField.coachingCues.tier)
        let captionsBit = SearchField.captionNames.bit
        let tiers = Self.tiers
        let tagFields = Self.tagFields
        let wordCount = wordCount
        let exerciseCount = fields.count
        precondition(
            term.firstWord >= 0 && term.firstWord + term.wordCount <= wordCount, "a term past the words")
        let termWords = UInt16((1 << term.wordCount) - 1) << UInt16(term.firstWord)
        let phraseWords = term.wordCount > 1 ? termWords : 0
        // Taken out of `self` so that appending to it copies nothing.
        var touched: [Int32] = []
        swap(&touched, &self.touched)
        best.withUnsafeMutableBufferPointer { best in
            fields.withUnsafeMutableBufferPointer { fields in
                highlights.withUnsafeMutableBufferPointer { highlights in
                    tagMatches.withUnsafeMutableBufferPointer { tagMatches in
                        postings.entries.withUnsafeBufferPointer { entries in
                            for candidate in term.candidates {
                                let kindBits = UInt32(candidate.kind.rawValue) << 15
                                let base = UInt32(min(candidate.typos, 3)) << 21 | kindBits
                                let checksJoins =
                                    candidate.kind == .prefix || candidate.kind == .typo
                                    || candidate.kind == .typoPrefix || candidate.kind == .correction
                                // "d" being typed says nothing by beginning "dumbbell" in a tag, and an
                                // everyday name is never confirmed by one: "butt" matching the glutes tag
                                // does not make "The button above…" (tagged glutes) a sure match.
                                let marksTags =
                                    candidate.kind == .exact || candidate.kind == .synonym
                                    || candidate.kind == .typo || candidate.kind == .correction
                                let range = postings.range(of: Int(candidate.id))
                                precondition(
                                    range.upperBound <= entries.count, "a posting run past the entries")
                                for index in range {
                                    let posting = entries[index]
                                    let isName = posting.field == nameBit
                                    if term.isStopword && !isName
                                        || candidate.typos > 0 && tiers[Int(posting.field)] >= typedOnlyTier
                                    {
                                        continue
                                    }
                                    if checksJoins && posting.joinSplit > 0
                                        && Int(candidate.typedLength) <= Int(posting.joinSplit)
                                            + Int(candidate.typos)
                                    {
                                        continue
                                    }
                                    let exercise = Int(posting.exercise)
                                    precondition(
                                        exercise < exerciseCount, "a posting names an exercise past the table"
                                    )
                                    if fields[exercise] == 0 {
                                        touched.append(Int32(exercise))
                                    }
                                    fields[exercise] |= 1 << posting.field
                                    if isName {
                                        highlights[exercise] |= Self.wordMask(
                                            from: Int(posting.position), count: Int(posting.span))
                                    } else if marksTags && tagFields & 1 << posting.field != 0 {
                                        tagMatches[exercise].words |= termWords
                                        tagMatches[exercise].phraseWords |= phraseWords
                                    }
                                    let quality =
                                        base | tiers[Int(posting.field)] << 18
                                        | (posting.field == captionsBit ? 1 << 23 : 0)
                                    let slot = exercise * wordCount + term.firstWord
                                    for offset in 0..<term.wordCount {
                                        let value =
                                            quality
                                            | Self.namePlace(of: posting, word: offset, of: term.wordCount)
                                        if value < best[slot + offset] {
                                            best[slot + offset] = value
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.touched = touched
    }

    /// The name place bits of word `word` of a term covering `wordCount` query words: a one-word term
    /// takes the posting's first name word and span; the words of a longer term take consecutive
    /// positions from the posting's first word.
    private static func namePlace(of posting: Posting, word: Int, of wordCount: Int) -> UInt32 {
        guard posting.field == SearchField.name.bit else {
            return 255
        }
        if wordCount == 1 {
            return UInt32(min(Int(posting.span) - 1, 15)) << 8 | UInt32(posting.position)
        }
        return UInt32(min(Int(posting.position) + word, 254))
    }

    /// Bits `from ..< from + count`, limited to the 64 available.
    private static func wordMask(from start: Int, count: Int) -> UInt64 {
        guard start < 64 else {
            return 0
        }
        let end = min(start + count, 64)
        let upper: UInt64 = end == 64 ? ~0 : (1 << UInt64(end)) - 1
        return upper & ~((1 << UInt64(start)) - 1)
    }
}

extension MatchTable {
    /// The query words one exercise matched as whole words (itself, a synonym or a typo; not the
    /// beginning of the word being typed) in a tag field: muscle groups, equipment, category, movement.
    struct TagMatches {
        /// Bit per query word.
        var words: UInt16 = 0
        /// The words among ``words`` matched together with a neighbour by one term of several words (a
        /// join such as "upperback" for "upper back", or a synonym phrase), bit per query word.
        var phraseWords: UInt16 = 0
    }

    /// The typos of a packed best match.
    static func typos(of value: UInt32) -> Int {
        Int(value >> 21 & 3)
    }

    /// The field tier of a packed best match.
    static func tier(of value: UInt32) -> Int {
        Int(value >> 18 & 7)
    }

    /// The ``MatchKind`` raw value of a packed best match.
    static func kind(of value: UInt32) -> Int {
        Int(value >> 15 & 7)
    }

    /// The first and last name positions of a packed best match in the name.
    static func namePositions(of value: UInt32) -> ClosedRange<Int> {
        let start = Int(value & 0xFF)
        return start...(start + Int(value >> 8 & 0xF))
    }
}
