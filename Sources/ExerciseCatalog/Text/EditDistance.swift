/// Levenshtein distance between short strings (names, ids, option names), compared by Unicode scalar.
public enum EditDistance {
    /// The fewest single-scalar insertions, deletions and substitutions that turn `lhs` into `rhs`.
    public static func levenshtein(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        return distance(left, right, limit: max(left.count, right.count)) ?? max(left.count, right.count)
    }

    /// The number of single-character insertions, deletions and substitutions turning `lhs` into
    /// `rhs`, or nil when it is more than `limit`.
    ///
    /// Only the band of `limit` cells either side of the diagonal is computed (the lengths differ by at
    /// most `limit`, so the band always reaches the last cell), and the cost is the length times the limit.
    public static func distance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0, abs(lhs.count - rhs.count) <= limit else {
            return nil
        }
        if lhs.isEmpty || rhs.isEmpty {
            return max(lhs.count, rhs.count)
        }
        let beyond = limit + 1
        var previous = (0...rhs.count).map { $0 <= limit ? $0 : beyond }
        var current = [Int](repeating: beyond, count: rhs.count + 1)
        for row in 1...lhs.count {
            let low = max(1, row - limit)
            let high = min(rhs.count, row + limit)
            current[0] = row <= limit ? row : beyond
            if low > 1 {
                current[low - 1] = beyond
            }
            var rowMinimum = current[0]
            for column in low...high {
                let substitution = previous[column - 1] + (lhs[row - 1] == rhs[column - 1] ? 0 : 1)
                let value = min(substitution, previous[column] + 1, current[column - 1] + 1, beyond)
                current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < rhs.count {
                current[high + 1] = beyond
            }
            if rowMinimum > limit {
                return nil
            }
            swap(&previous, &current)
        }
        let distance = previous[rhs.count]
        return distance <= limit ? distance : nil
    }
}
