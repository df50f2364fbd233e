/// How many typing mistakes a query word may have: the search rule measured with
/// ``EditDistance/Costs/typo``.
enum TypoBudget {
    /// The largest distance a query word of `length` letters may have from a word it matches:
    /// 0 for 1–3 letters, 1 for 4–7, 2 for 8 or more.
    static func forLength(_ length: Int) -> Int {
        switch length {
        case ...3: 0
        case 4...7: 1
        default: 2
        }
    }

    /// The largest distance a typed word of `typed` letters may have from an indexed word of `indexed`
    /// letters: none for 1–3 typed letters, otherwise the budget of the longer of the two words.
    ///
    /// Dropped letters make the typed word the shorter one: "dumbel" (6 letters, a budget of 1 on its
    /// own) is two typos from "dumbbell" (8 letters, a budget of 2).
    static func forLengths(typed: Int, indexed: Int) -> Int {
        typed <= 3 ? 0 : forLength(max(typed, indexed))
    }
}
