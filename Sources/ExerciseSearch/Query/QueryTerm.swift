/// How a query word met an indexed word; the raw value is its cost in ``SearchRank/matchCost``.
enum MatchKind: UInt8 {
    /// The same stem.
    case exact = 0
    /// A synonym from ``SynonymTable``.
    case synonym = 1
    /// The indexed word begins with the word being typed (last query word only).
    case prefix = 2
    /// A whole word within the typo budget.
    case typo = 3
    /// The beginning of a word within the typo budget (last query word only).
    case typoPrefix = 4
}

/// An indexed term a query term may match, and how.
struct Candidate {
    /// Stem or synonym-group id.
    let id: Int32
    /// Edit distance (0 unless ``kind`` is ``MatchKind/typo``).
    let typos: UInt8
    /// How it matched.
    let kind: MatchKind
    /// Letters typed for a prefix or typo match; a join is skipped unless they reach past its first
    /// word by more than the typos, so "pu" does not light up the "Up" of "Push Up".
    let typedLength: UInt8
}

/// Query words that are matched together: one word, two adjacent words joined, or a synonym phrase.
struct QueryTerm {
    /// The first query word covered.
    let firstWord: Int
    /// How many consecutive query words it covers.
    let wordCount: Int
    /// True for a stopword, which only matches names.
    let isStopword: Bool
    /// What it matches.
    var candidates: [Candidate]
}

/// One folded query word.
struct QueryWord {
    /// The folded word as typed ("curls").
    let text: String
    /// Its stem ("curl" for "curls").
    let stem: String
    /// True when the word is a stopword or question word in a query that also has other words.
    let isStopword: Bool
}
