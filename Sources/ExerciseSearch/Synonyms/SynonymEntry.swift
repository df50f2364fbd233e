/// One group of words and phrases that mean the same thing to a gym-goer.
///
/// ``terms`` are equivalent both ways and are looked for in the catalog's names and tags; ``aliases``
/// are what people say for them, looked for in queries only: "mountain climber" finds the catalog's
/// "High Plank Alternating Knee Drive", while a name saying "knee drive" is no mountain climber.
struct SynonymEntry: Sendable {
    /// The equivalent spellings, each a word or a phrase of adjacent words, as the catalog writes them.
    let terms: [String]
    /// Everyday names for the terms, matched in queries only (one way): a query word or phrase that is
    /// an alias matches what the terms match.
    let aliases: [String]
    /// Why they are equivalent, for the people who maintain the table.
    let reason: String
    /// Ids of catalog exercises the entry reaches, found by reading the catalog; a test checks each on
    /// the real catalog.
    let reaches: [String]

    /// An entry of equivalent `terms`, everyday `aliases` for them, the `reason` and the catalog
    /// exercises it `reaches`.
    init(terms: [String], aliases: [String] = [], reason: String, reaches: [String] = []) {
        self.terms = terms
        self.aliases = aliases
        self.reason = reason
        self.reaches = reaches
    }
}
