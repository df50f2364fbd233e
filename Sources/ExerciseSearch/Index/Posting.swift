/// One occurrence of an indexed term in an exercise.
struct Posting: Sendable {
    /// The exercise's index in catalog order.
    var exercise: UInt32
    /// The ``SearchField/bit`` of the field it occurs in.
    var field: UInt8
    /// The word position in the name (0 for the first word); 255 outside the name.
    var position: UInt8
    /// How many name words it covers: 1, 2 for a joined pair, more for a synonym phrase.
    var span: UInt8
    /// For a join of two words, the letters of its first word; 0 otherwise.
    var joinSplit: UInt8
}

/// The postings of every term, stored contiguously by term id (compressed sparse rows).
struct PostingLists: Sendable {
    /// Where each term's postings start in ``entries``; one more element than there are terms.
    let starts: [Int32]
    /// All postings, grouped by term and in exercise order within a term.
    let entries: [Posting]

    /// The positions in ``entries`` of term `id`'s postings.
    func range(of id: Int) -> Range<Int> {
        Int(starts[id])..<Int(starts[id + 1])
    }
}
