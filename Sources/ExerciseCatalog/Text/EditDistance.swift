/// Levenshtein distance between short strings, compared by Unicode scalar.
public enum EditDistance {
    /// The fewest single-scalar insertions, deletions and substitutions that turn `lhs` into `rhs`.
    public static func levenshtein(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        var previous = Array(0...right.count)
        var current = previous
        for (i, leftScalar) in left.enumerated() {
            current[0] = i + 1
            for (j, rightScalar) in right.enumerated() {
                let substitution = previous[j] + (leftScalar == rightScalar ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
