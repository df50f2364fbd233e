/// Gathers every term of a catalog under a provisional id, with its postings, before the vocabulary
/// is sorted.
///
/// A term is a stem, a join of two adjacent words, or a synonym group (stored as a negative id,
/// `-(group + 1)`). Stopword stems are interned first, so their ids are below ``stopwordLimit``.
struct TermCollector: Sendable {
    /// One term occurrence in a field, before it is tied to an exercise.
    struct FieldToken: Sendable {
        /// Provisional term id: a stem when >= 0, a synonym group when < 0.
        var term: Int32
        /// Word position in the field.
        var position: UInt8
        /// Words covered.
        var span: UInt8
        /// Letters of the first word of a join, else 0.
        var joinSplit: UInt8
    }

    /// A posting with its provisional term id.
    struct RawPosting: Sendable {
        /// Provisional term id.
        var term: Int32
        /// The posting without its term.
        var posting: Posting
    }

    /// Stems by provisional id.
    private(set) var stems: TermTable
    /// Every posting found so far, in exercise order.
    private(set) var postings: [RawPosting] = []
    /// Provisional ids at or above this are not stopwords.
    private(set) var stopwordLimit: Int32 = 0
    /// Synonym rules by the provisional id of their first stem, as provisional stem ids; every rule
    /// stem is interned up front, so ids past the end start no rule.
    private var rulesByFirstID: [[(stems: [Int32], group: Int32)]] = []
    /// Scratch buffer for a stem ending in "y".
    private var scratch: [UInt8] = []
    /// Scratch buffer for the tokens of one field.
    private var tokenBuffer: [FieldToken] = []
    /// Scratch buffer for the stem ids of one field.
    private var stemIDs: [Int32] = []

    /// Starts with the stopwords and the synonym rules' stems interned (in sorted order, so that every
    /// build of the same catalog is byte for byte the same); ``reserve(exerciseCount:)`` sizes it.
    init(rules: SynonymRules) {
        stems = TermTable(expectedCount: Self.expectedStems(exerciseCount: 0))
        for stopword in Stopwords.stems.sorted() {
            _ = stems.intern(stopword.utf8)
        }
        stopwordLimit = Int32(stems.count)
        var compiled: [(stems: [Int32], group: Int32)] = []
        for stem in rules.indexRulesByFirstStem.keys.sorted() {
            for rule in rules.indexRulesByFirstStem[stem] ?? [] {
                compiled.append((rule.stems.map { stems.intern($0.utf8) }, Int32(rule.group)))
            }
        }
        rulesByFirstID = Array(repeating: [], count: stems.count)
        for rule in compiled {
            rulesByFirstID[Int(rule.stems[0])].append(rule)
        }
    }

    /// Makes room for the terms and postings of `exerciseCount` exercises.
    mutating func reserve(exerciseCount: Int) {
        stems.reserve(expectedCount: Self.expectedStems(exerciseCount: exerciseCount))
        postings.reserveCapacity(exerciseCount * 40)
    }

    /// About how many stems a catalog of `exerciseCount` exercises has.
    private static func expectedStems(exerciseCount: Int) -> Int {
        1024 + exerciseCount * 4
    }

    /// The longest join indexed, in UTF-8 bytes: members run short words together ("pushup",
    /// "deadbug", "woodchopper"), never long ones.
    static let longestJoin = 12

    /// The terms of the words in `scan`: each word's stem, plus joins of adjacent non-stopwords (at
    /// most ``longestJoin`` bytes together) and synonym phrases when asked.
    mutating func tokens(of scan: WordScan, joins: Bool, phrases: Bool) -> [FieldToken] {
        var tokens: [FieldToken] = []
        appendTokens(of: scan, joins: joins, phrases: phrases, to: &tokens)
        return tokens
    }

    /// Adds the terms of the words in `scan` (see ``tokens(of:joins:phrases:)``) to exercise `exercise`
    /// in `field`, reusing one buffer from call to call.
    mutating func addTokens(of scan: WordScan, joins: Bool, phrases: Bool, exercise: Int, field: SearchField)
    {
        var tokens: [FieldToken] = []
        swap(&tokens, &tokenBuffer)
        tokens.removeAll(keepingCapacity: true)
        appendTokens(of: scan, joins: joins, phrases: phrases, to: &tokens)
        add(tokens, exercise: exercise, field: field)
        swap(&tokens, &tokenBuffer)
    }

    /// Appends the terms of the words in `scan` to `tokens`.
    private mutating func appendTokens(
        of scan: WordScan, joins: Bool, phrases: Bool, to tokens: inout [FieldToken]
    ) {
        let words = scan.words
        stemIDs.removeAll(keepingCapacity: true)
        scan.bytes.withUnsafeBufferPointer { bytes in
            for offset in words.indices {
                let id = internStem(of: UnsafeBufferPointer(rebasing: bytes[words[offset].bytes]))
                stemIDs.append(id)
                tokens.append(FieldToken(term: id, position: Self.position(offset), span: 1, joinSplit: 0))
            }
            guard joins else {
                return
            }
            for offset in words.indices.dropLast()
            where stemIDs[offset] >= stopwordLimit && stemIDs[offset + 1] >= stopwordLimit
                && words[offset].bytes.count + words[offset + 1].bytes.count <= Self.longestJoin
            {
                let first = UnsafeBufferPointer(rebasing: bytes[words[offset].bytes])
                // Words lie back to back in the scan, so the pair run together is already there.
                let id = internStem(
                    of: UnsafeBufferPointer(
                        rebasing: bytes[words[offset].bytes.lowerBound..<words[offset + 1].bytes.upperBound]))
                let split = UInt8(min(Self.scalarCount(first), 255))
                tokens.append(
                    FieldToken(term: id, position: Self.position(offset), span: 2, joinSplit: split))
                if phrases {
                    appendPhrases(matching: [id], from: 0, position: offset, span: 2, to: &tokens)
                }
            }
        }
        if phrases {
            let ids = stemIDs
            for offset in ids.indices {
                appendPhrases(matching: ids, from: offset, position: offset, span: nil, to: &tokens)
            }
        }
    }

    /// The provisional id of the stem of the folded UTF-8 `word` (see ``PluralFolding``), or nil when
    /// no stem so far is it.
    func stemID(of word: UnsafeBufferPointer<UInt8>) -> Int32? {
        let shape = PluralFolding.stemShape(of: word)
        return shape.appendsY
            ? stems.id(of: word[..<shape.keptBytes] + [UInt8(ascii: "y")])
            : stems.id(of: UnsafeBufferPointer(rebasing: word[..<shape.keptBytes]))
    }

    /// The provisional id of the stem of the folded UTF-8 `word`.
    private mutating func internStem(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
        let shape = PluralFolding.stemShape(of: word)
        guard shape.appendsY else {
            return stems.intern(buffer: UnsafeBufferPointer(rebasing: word[..<shape.keptBytes]))
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: word[..<shape.keptBytes])
        scratch.append(UInt8(ascii: "y"))
        return scratch.withUnsafeBufferPointer { stems.intern(buffer: $0) }
    }

    /// Adds a posting for each token to exercise `exercise` in `field`.
    mutating func add(_ tokens: [FieldToken], exercise: Int, field: SearchField) {
        let isName = field == .name
        for token in tokens {
            let posting = Posting(
                exercise: UInt32(exercise), field: field.bit, position: isName ? token.position : 255,
                span: token.span, joinSplit: token.joinSplit)
            postings.append(RawPosting(term: token.term, posting: posting))
        }
    }

    /// Appends a synonym-group token at name position `position` for each rule matching `ids` from
    /// `start`; `span` overrides the words covered (for a rule matched on a join), nil uses the rule's.
    private func appendPhrases(
        matching ids: [Int32], from start: Int, position: Int, span: UInt8?, to tokens: inout [FieldToken]
    ) {
        let first = Int(ids[start])
        guard first < rulesByFirstID.count else {
            return
        }
        for rule in rulesByFirstID[first] where start + rule.stems.count <= ids.count {
            guard rule.stems.indices.allSatisfy({ ids[start + $0] == rule.stems[$0] }) else {
                continue
            }
            let covered = span ?? UInt8(min(rule.stems.count, 255))
            tokens.append(
                FieldToken(
                    term: -(rule.group + 1), position: Self.position(position), span: covered, joinSplit: 0))
        }
    }

    /// A word offset as a stored position, saturating at 254.
    private static func position(_ offset: Int) -> UInt8 {
        UInt8(min(offset, 254))
    }

    /// The number of Unicode scalars in UTF-8 `bytes` (bytes that do not continue a scalar).
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
