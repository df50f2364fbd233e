/// How a query word met an indexed word; the raw value orders the kinds when a word's best match is
/// chosen (smaller is better), ``rankCost`` is what the kind adds to ``SearchRank/matchCost``.
enum MatchKind: UInt8, CaseIterable {
    /// The same stem.
    case exact = 0
    /// A synonym from ``SynonymTable``.
    case synonym = 1
    /// An everyday name (``SynonymEntry/aliases``) or another form of the word (``WordForms``):
    /// a whole word, ranked just after the word's own matches.
    case alias = 2
    /// The indexed word begins with the word being typed (last query word only).
    case prefix = 3
    /// A whole word within the typo budget.
    case typo = 4
    /// The beginning of a word within the typo budget (last query word only).
    case typoPrefix = 5
    /// The word the vocabulary does not hold read as the closest word it does (``WordCorrector``): the
    /// weakest evidence, used only for a word nothing else matches.
    case correction = 6

    /// The kind's cost in ``SearchRank/matchCost``: 0 for the word itself and for a synonym (the terms
    /// of a synonym entry are equivalent, so "trx chest press" finds "Strap Chest Press" as readily as a
    /// caption saying "TRX Chest Press"), 1 for an everyday name or another word form (a whole word, but
    /// never ahead of the word's own matches: "butt" lists "Butt Kicks" before the glute exercises), 2
    /// for a prefix, 3 for a whole word with typos, 4 for a prefix with typos, 5 for a correction.
    var rankCost: Int {
        switch self {
        case .exact, .synonym: 0
        case .alias: 1
        case .prefix: 2
        case .typo: 3
        case .typoPrefix: 4
        case .correction: 5
        }
    }

    /// ``rankCost`` by raw value.
    static let rankCosts: [Int] = allCases.sorted { $0.rawValue < $1.rawValue }.map(\.rankCost)
}

/// An indexed term a query term may match, and how.
struct Candidate {
    /// Stem or synonym-group id.
    let id: Int32
    /// Edit distance (0 unless ``kind`` is ``MatchKind/typo``, ``MatchKind/typoPrefix`` or
    /// ``MatchKind/correction``).
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
