/// Damerau edit distance (optimal string alignment) with the typo budget of a query word.
///
/// Substituting, inserting or deleting one letter costs 1, and so does swapping two adjacent letters
/// ("fornt" → "front"); any of these edits that touches the first letter of either word costs 2, because
/// people rarely mistype the letter they start with. Words are compared as Unicode scalars.
enum TypoDistance {
    /// The largest distance a query word of `length` letters may have from a word it matches:
    /// 0 for 1–3 letters, 1 for 4–7, 2 for 8 or more.
    static func budget(forLength length: Int) -> Int {
        switch length {
        case ...3: 0
        case 4...7: 1
        default: 2
        }
    }

    /// The distance between `word` and `query`, or nil when it exceeds `limit`.
    static func distance(
        from query: ArraySlice<UInt32>, to word: ArraySlice<UInt32>, limit: Int, rows: inout TypoRows
    ) -> Int? {
        guard abs(word.count - query.count) <= limit else {
            return nil
        }
        return align(query, word, limit: limit, prefix: false, rows: &rows)
    }

    /// The smallest distance between `query` and any beginning of `word`, or nil when it exceeds `limit`.
    ///
    /// Used for the word being typed: "sqau" is within 1 of "squa", the beginning of "squat".
    static func prefixDistance(
        from query: ArraySlice<UInt32>, to word: ArraySlice<UInt32>, limit: Int, rows: inout TypoRows
    ) -> Int? {
        guard word.count >= query.count - limit else {
            return nil
        }
        return align(query, word, limit: limit, prefix: true, rows: &rows)
    }

    /// Fills the alignment table row by row over `word`, stopping once two rows exceed `limit`.
    private static func align(
        _ query: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>, limit: Int, prefix: Bool,
        rows: inout TypoRows
    ) -> Int? {
        let queryCount = query.count
        let q = query.startIndex
        let w = word.startIndex
        rows.prepare(columns: queryCount + 1)
        var firstRowColumn = 1
        while firstRowColumn <= queryCount {
            rows.previous[firstRowColumn] = rows.previous[firstRowColumn - 1] + edgeCost(firstRowColumn - 1)
            firstRowColumn += 1
        }
        var best = Int.max
        var earlierRowMinimum = Int.max
        let lastRow = prefix ? min(word.count, queryCount + limit) : word.count
        var row = 1
        while row <= lastRow {
            let letter = word[w + row - 1]
            rows.current[0] = rows.previous[0] + edgeCost(row - 1)
            var rowMinimum = rows.current[0]
            var column = 1
            while column <= queryCount {
                let typed = query[q + column - 1]
                let substitution = letter == typed ? 0 : (row == 1 || column == 1 ? 2 : 1)
                var value = min(
                    rows.previous[column - 1] + substitution,
                    rows.previous[column] + edgeCost(row - 1),
                    rows.current[column - 1] + edgeCost(column - 1))
                if row > 1, column > 1, letter != typed, letter == query[q + column - 2],
                    word[w + row - 2] == typed
                {
                    let swap = row == 2 || column == 2 ? 2 : 1
                    value = min(value, rows.beforePrevious[column - 2] + swap)
                }
                rows.current[column] = value
                rowMinimum = min(rowMinimum, value)
                column += 1
            }
            if prefix {
                best = min(best, rows.current[queryCount])
            }
            if rowMinimum > limit && earlierRowMinimum > limit {
                return prefix && best <= limit ? best : nil
            }
            earlierRowMinimum = rowMinimum
            rows.advance()
            row += 1
        }
        let result = prefix ? best : rows.previous[queryCount]
        return result <= limit ? result : nil
    }

    /// The cost of inserting or deleting the letter at `offset`: 2 for a first letter, else 1.
    private static func edgeCost(_ offset: Int) -> Int {
        offset == 0 ? 2 : 1
    }
}

/// Three reusable rows of the alignment table, allocated once per query word.
struct TypoRows {
    /// The row two above the current one (needed for swaps).
    var beforePrevious: [Int] = []
    /// The row above the current one.
    var previous: [Int] = []
    /// The row being filled.
    var current: [Int] = []

    /// Resets the rows for a query of `columns - 1` letters, with row 0 starting at 0.
    mutating func prepare(columns: Int) {
        if previous.count != columns {
            beforePrevious = Array(repeating: 0, count: columns)
            previous = Array(repeating: 0, count: columns)
            current = Array(repeating: 0, count: columns)
        }
        previous[0] = 0
    }

    /// Moves down one row.
    mutating func advance() {
        swap(&beforePrevious, &previous)
        swap(&previous, &current)
    }
}
