/// One ranked result in compact form; ``SearchResultList`` expands it on access.
struct RankedExercise: Sendable {
    /// The exercise's index in catalog order.
    let exercise: Int32
    /// Its rank.
    let rank: SearchRank
    /// Matched fields, bit per ``SearchField/bit``.
    let fields: UInt8
    /// Name words to highlight, bit per word position.
    let highlights: UInt64
    /// Which query words matched, and how.
    let words: QueryWordMatches
}
