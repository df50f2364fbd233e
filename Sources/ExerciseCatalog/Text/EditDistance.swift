/// The one edit distance of the project: search's typo budget, "did you mean" ids and option names, and
/// the lint's near-duplicate names all measure with it, each with its own ``Costs``.
///
/// Words are compared as Unicode scalar values. Inserting, deleting or substituting one scalar costs 1,
/// and with ``Costs/swapsAdjacent`` so does swapping two adjacent ones (optimal string alignment:
/// "fornt" → "front"); any of these edits that touches the first scalar of either word costs
/// ``Costs/firstScalar``. Only the band of cells within `limit` of the diagonal is computed: a cell
/// outside it is at least its distance from the diagonal away, so more than `limit`.
package enum EditDistance {
    /// What each kind of edit costs.
    package struct Costs: Sendable {
        /// The cost of an edit that touches the first scalar of either word.
        package var firstScalar: Int
        /// Whether swapping two adjacent scalars is one edit.
        package var swapsAdjacent: Bool

        /// Plain Levenshtein distance: every edit costs 1, a swap is two substitutions.
        package static let levenshtein = Costs(firstScalar: 1, swapsAdjacent: false)
        /// Typing mistakes: swaps are one edit, and people rarely mistype the letter they start with.
        package static let typo = Costs(firstScalar: 2, swapsAdjacent: true)
    }

    /// The Levenshtein distance between `lhs` and `rhs`.
    package static func levenshtein(_ lhs: String, _ rhs: String) -> Int {
        let left = ArraySlice(lhs.unicodeScalars.map(\.value))
        let right = ArraySlice(rhs.unicodeScalars.map(\.value))
        let limit = max(left.count, right.count)
        var rows = Rows()
        return distance(from: left, to: right, limit: limit, costs: .levenshtein, rows: &rows) ?? limit
    }

    /// The distance between `word` and `query`, or nil when it exceeds `limit`.
    package static func distance(
        from query: ArraySlice<UInt32>, to word: ArraySlice<UInt32>, limit: Int, costs: Costs,
        rows: inout Rows
    ) -> Int? {
        guard limit >= 0, abs(word.count - query.count) <= limit else {
            return nil
        }
        return align(query, word, limit: limit, costs: costs, prefix: false, rows: &rows)
    }

    /// The smallest distance between `query` and any beginning of `word`, or nil when it exceeds `limit`.
    ///
    /// Used for the word being typed: "sqau" is within 1 of "squa", the beginning of "squat".
    package static func prefixDistance(
        from query: ArraySlice<UInt32>, to word: ArraySlice<UInt32>, limit: Int, costs: Costs,
        rows: inout Rows
    ) -> Int? {
        guard limit >= 0, word.count >= query.count - limit else {
            return nil
        }
        return align(query, word, limit: limit, costs: costs, prefix: true, rows: &rows)
    }

    /// Fills the band of the alignment table row by row over `word`, stopping once two rows exceed
    /// `limit` (a swap reads the row before the previous one).
    private static func align(
        _ query: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>, limit: Int, costs: Costs, prefix: Bool,
        rows: inout Rows
    ) -> Int? {
        let columns = query.count
        let beyond = limit + 1
        let q = query.startIndex
        let w = word.startIndex
        func edge(_ offset: Int) -> Int { offset == 0 ? costs.firstScalar : 1 }
        rows.prepare(columns: columns + 1, filling: beyond)
        rows.previous[0] = 0
        for column in stride(from: 1, through: min(columns, limit), by: 1) {
            rows.previous[column] = rows.previous[column - 1] + edge(column - 1)
        }
        var best = Int.max
        var earlierRowMinimum = Int.max
        let lastRow = prefix ? min(word.count, columns + limit) : word.count
        for row in stride(from: 1, through: lastRow, by: 1) {
            let letter = word[w + row - 1]
            let low = max(1, row - limit)
            let high = min(columns, row + limit)
            rows.current[0] = row <= limit ? rows.previous[0] + edge(row - 1) : beyond
            if low > 1 {
                rows.current[low - 1] = beyond
            }
            var rowMinimum = low == 1 ? rows.current[0] : beyond
            for column in stride(from: low, through: high, by: 1) {
                let typed = query[q + column - 1]
                let substitution = letter == typed ? 0 : (row == 1 || column == 1 ? costs.firstScalar : 1)
                var value = min(
                    rows.previous[column - 1] + substitution, rows.previous[column] + edge(row - 1),
                    rows.current[column - 1] + edge(column - 1), beyond)
                if costs.swapsAdjacent, row > 1, column > 1, letter != typed, letter == query[q + column - 2],
                    word[w + row - 2] == typed
                {
                    value = min(
                        value,
                        rows.beforePrevious[column - 2] + (row == 2 || column == 2 ? costs.firstScalar : 1))
                }
                rows.current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < columns {
                rows.current[high + 1] = beyond
            }
            if prefix && high == columns {
                best = min(best, rows.current[columns])
            }
            if rowMinimum > limit && earlierRowMinimum > limit {
                return prefix && best <= limit ? best : nil
            }
            earlierRowMinimum = rowMinimum
            rows.advance()
        }
        let result = prefix ? best : rows.previous[columns]
        return result <= limit ? result : nil
    }

    /// Three rows of the alignment table, reused from one comparison to the next.
    package struct Rows {
        /// The row two above the current one (read by swaps).
        var beforePrevious: [Int] = []
        /// The row above the current one.
        var previous: [Int] = []
        /// The row being filled.
        var current: [Int] = []

        /// Empty rows, sized by the first comparison.
        package init() {}

        /// Gives every row `columns` cells holding `value`.
        mutating func prepare(columns: Int, filling value: Int) {
            if previous.count != columns {
                beforePrevious = Array(repeating: value, count: columns)
                previous = beforePrevious
                current = beforePrevious
            } else {
                for index in 0..<columns {
                    beforePrevious[index] = value
                    previous[index] = value
                    current[index] = value
                }
            }
        }

        /// Moves down one row.
        mutating func advance() {
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
    }
}
