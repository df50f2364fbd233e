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
}
