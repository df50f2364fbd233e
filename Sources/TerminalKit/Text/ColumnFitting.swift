/// The widths of a text table's columns when the table must fit a line.
package enum ColumnFitting {
    /// Each column's width in cells, or nil when even the minimums do not fit in `available`.
    ///
    /// Natural widths when every column fits; else the widest columns are cut down first, evenly, never
    /// below their minimum (nor above their natural width).
    ///
    /// Cutting the widest first keeps short columns whole: naturals 30, 10 and 20 in 44 cells give
    /// 17, 10 and 17. Cells a cut leaves over go to the cut columns from the left.
    package static func widths(natural: [Int], minimum: [Int], available: Int) -> [Int]? {
        precondition(natural.count == minimum.count, "one minimum per column")
        let floors = zip(natural, minimum).map { Swift.min($0, $1) }
        guard floors.reduce(0, +) <= available else {
            return nil
        }
        func widths(cappedAt cap: Int) -> [Int] {
            zip(natural, floors).map { Swift.max($1, Swift.min($0, cap)) }
        }
        var low = 0
        var high = natural.max() ?? 0
        while low < high {
            let cap = (low + high + 1) / 2
            if widths(cappedAt: cap).reduce(0, +) <= available {
                low = cap
            } else {
                high = cap - 1
            }
        }
        var fitted = widths(cappedAt: low)
        var spare = available - fitted.reduce(0, +)
        for column in fitted.indices where spare > 0 && fitted[column] < natural[column] {
            fitted[column] += 1
            spare -= 1
        }
        return fitted
    }
}
