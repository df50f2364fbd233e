/// The names a gym floor uses for the catalog's moves, family by family.
///
/// Written in one pass over the whole catalog, move family by move family: classic and named variants,
/// the progression or regression a move is, and common abbreviations. Each entry follows
/// ``EverydayNames``: its ``SynonymEntry/terms`` are the catalog's words, its ``SynonymEntry/aliases``
/// what the gym floor says, its reason why they are the same move, and ``SynonymEntry/reaches`` the
/// catalog exercises it was written from (a test checks each on the real catalog).
///
/// A name for a move the catalog has no video of gets no alias, and no name is given to a different
/// move because words overlap: a miss stays a miss.
enum GymNames {
    /// The entries, family by family.
    static let entries: [SynonymEntry] =
        squats + lunges + hinges + presses + rows + arms + planks + core + jumps + power + mobility
        + machines
}
