/// Where a result ranks and why: buckets compared one after another, smaller first.
///
/// 1. ``isExactName``: the query spells the whole name (ignoring case, accents and punctuation);
/// 2. ``missingWords``: query words (stopwords aside) the exercise does not match or matches only in
///    the caption names, or in a description or question only in the coaching cues;
/// 3. ``missingUntaggedWords``: those of them that no result matched in a tag (a muscle group,
///    equipment, category or movement): a result that lacks "db" of "db goblet squat" is closer than one
///    that lacks "goblet", since tags are scraped and often incomplete while the rest names the move;
/// 4. ``typos``: total edit distance of the matched words;
/// 5. ``coversName``: every query word's best match is a whole word in the name and every name word is
///    matched: the query names the exercise word for word, give or take plurals, synonyms and typos
///    ("bicpes curl" names "Biceps Curl", not "Curl" tagged biceps);
/// 6. ``fieldCost``: sum of each matched word's field cost (see `ResultRanking.fieldCost`): 0 in the
///    name and a tag or in a tag phrase of the query, 1 in the name or a tag alone, 2 for the beginning
///    of a tag word or in a creator, 3 in the coaching cues;
/// 7. ``matchCost``: sum over matched words of 0 for the word itself (or its plural) or a synonym,
///    2 for a prefix, 3 for a whole word with typos, 4 for a prefix with typos;
/// 8. ``proximity``: for consecutive matched words whose best match is in the name, the sum of
///    |first name position of a word − last name position of the word before − 1|: 0 when they read in
///    query order side by side;
/// 9. ``nameLength``: words in the name;
/// 10. ``browsePosition``: place in the catalog's browse order, which makes every rank distinct.
///
/// Each bucket is stored in a fixed number of bits and saturates at its largest value (see
/// ``bucketWidths``), so ranks pack into one integer that sorts fast.
public struct SearchRank: Sendable, Hashable, Comparable {
    /// Bits per bucket, most significant first; the browse position takes the lowest 24 bits.
    static let bucketWidths: [Int] = [1, 4, 4, 5, 1, 6, 5, 7, 6, 24]

    /// The packed buckets; a smaller value ranks first.
    let packed: UInt64

    /// True when the query is the exercise's name.
    public var isExactName: Bool { bucket(0) == 0 }
    /// Query words other than stopwords that the exercise does not match (at most 15).
    public var missingWords: Int { bucket(1) }
    /// The missing words that no result matched in a tag (at most 15).
    public var missingUntaggedWords: Int { bucket(2) }
    /// The total typo distance of the matched words (at most 31).
    public var typos: Int { bucket(3) }
    /// True when every query word's best match is a whole word in the name and every name word is
    /// matched.
    public var coversName: Bool { bucket(4) == 0 }
    /// The sum of the matched words' field costs (at most 63).
    public var fieldCost: Int { bucket(5) }
    /// The sum of the matched words' match kind costs, 0 (the word itself or a synonym) to 4 (a typo'd
    /// prefix), at most 31.
    public var matchCost: Int { bucket(6) }
    /// Gaps and reversals between the name positions of consecutive matched words (at most 127).
    public var proximity: Int { bucket(7) }
    /// The number of words in the exercise name (at most 63).
    public var nameLength: Int { bucket(8) }
    /// The exercise's position in browse order.
    public var browsePosition: Int { bucket(9) }

    /// A relevance score for display: larger is better, equal scores are ordered by browse position.
    public var score: Int {
        let positionBits = Self.bucketWidths[Self.bucketWidths.count - 1]
        let relevanceBits = 64 - positionBits
        return (1 << relevanceBits) - 1 - Int(packed >> UInt64(positionBits))
    }

    /// Packs the buckets, saturating each at its width (the widths of ``bucketWidths``, spelt out here
    /// so that packing costs no array access).
    init(
        isExactName: Bool, missingWords: Int, missingUntaggedWords: Int, typos: Int, coversName: Bool,
        fieldCost: Int, matchCost: Int, proximity: Int, nameLength: Int, browsePosition: Int
    ) {
        var packed = Self.append(isExactName ? 0 : 1, width: 1, to: 0)
        packed = Self.append(missingWords, width: 4, to: packed)
        packed = Self.append(missingUntaggedWords, width: 4, to: packed)
        packed = Self.append(typos, width: 5, to: packed)
        packed = Self.append(coversName ? 0 : 1, width: 1, to: packed)
        packed = Self.append(fieldCost, width: 6, to: packed)
        packed = Self.append(matchCost, width: 5, to: packed)
        packed = Self.append(proximity, width: 7, to: packed)
        packed = Self.append(nameLength, width: 6, to: packed)
        packed = Self.append(browsePosition, width: 24, to: packed)
        self.packed = packed
    }

    /// `packed` shifted left by `width` bits with `value`, clamped to the width, in the freed bits.
    @inline(__always)
    private static func append(_ value: Int, width: Int, to packed: UInt64) -> UInt64 {
        let largest = (1 << width) - 1
        return packed << UInt64(width) | UInt64(min(max(value, 0), largest))
    }

    /// Wraps an already packed rank.
    init(packed: UInt64) {
        self.packed = packed
    }

    /// Orders ranks bucket by bucket.
    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool {
        lhs.packed < rhs.packed
    }

    /// The value of bucket `index`.
    private func bucket(_ index: Int) -> Int {
        let shift = Self.bucketWidths[(index + 1)...].reduce(0, +)
        let mask: UInt64 = (1 << UInt64(Self.bucketWidths[index])) - 1
        return Int((packed >> UInt64(shift)) & mask)
    }
}
