/// One group of words and phrases that mean the same thing to a gym-goer.
struct SynonymEntry: Sendable {
    /// The equivalent spellings, each a word or a phrase of adjacent words, as a member might type them.
    let terms: [String]
    /// Why they are equivalent, for the people who maintain the table.
    let reason: String
}
