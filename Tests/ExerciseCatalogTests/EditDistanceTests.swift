import CatalogTestSupport
import Testing

@testable import ExerciseCatalog

@Suite("Edit distance")
struct EditDistanceTests {
    /// The distance from `query` to `word` within `limit`, or nil.
    private func distance(_ query: String, _ word: String, limit: Int = 9) -> Int? {
        var rows = EditDistance.Rows()
        return EditDistance.distance(
            from: ArraySlice(query.unicodeScalars.map(\.value)),
            to: ArraySlice(word.unicodeScalars.map(\.value)),
            limit: limit, costs: .typo, rows: &rows)
    }

    /// The distance from `query` to the closest beginning of `word` within `limit`, or nil.
    private func prefixDistance(_ query: String, _ word: String, limit: Int) -> Int? {
        var rows = EditDistance.Rows()
        return EditDistance.prefixDistance(
            from: ArraySlice(query.unicodeScalars.map(\.value)),
            to: ArraySlice(word.unicodeScalars.map(\.value)),
            limit: limit, costs: .typo, rows: &rows)
    }

    @Test(
        "counts edits, a swap of neighbours as one and any edit of the first letter as two",
        arguments: [
            ("front", "front", 0),
            ("fornt", "front", 1),  // swap of r and o
            ("sqaut", "squat", 1),  // swap of a and u
            ("hamer", "hammer", 1),  // insertion
            ("squatt", "squat", 1),  // deletion
            ("sqiat", "squat", 1),  // substitution
            ("rfont", "front", 2),  // swap involving the first letter
            ("xquat", "squat", 2),  // substitution of the first letter
            ("quat", "squat", 2),  // insertion before the first letter
            ("ssquat", "squat", 1),  // the second s is deleted, not the first
            ("hmaer", "hammer", 2),  // swap plus insertion
            ("bnehc", "bench", 2),
            ("", "row", 4),  // inserting r costs 2, then o and w 1 each
        ])
    func distances(query: String, word: String, expected: Int) {
        #expect(distance(query, word) == expected)
    }

    @Test("reports nothing beyond the limit")
    func limit() {
        #expect(distance("fornt", "front", limit: 0) == nil)
        #expect(distance("fornt", "front", limit: 1) == 1)
        #expect(distance("rfont", "front", limit: 1) == nil)
        #expect(distance("row", "rowing", limit: 2) == nil)  // three letters longer
    }

    @Test("measures a typed beginning against the closest beginning of a word")
    func prefixes() {
        #expect(prefixDistance("gobl", "goblet", limit: 1) == 0)
        #expect(prefixDistance("sqau", "squat", limit: 1) == 1)
        #expect(prefixDistance("skeir", "skiers", limit: 1) == 1)
        #expect(prefixDistance("xyz", "squat", limit: 1) == nil)
        #expect(prefixDistance("squatting", "squat", limit: 2) == nil)  // four letters past the word
    }

    /// Optimal string alignment over the whole table, written out directly from its definition: the
    /// reference the banded, early-stopping table must agree with.
    private static func fullTable(_ query: [UInt32], _ word: [UInt32], _ costs: EditDistance.Costs) -> Int {
        func edge(_ offset: Int) -> Int { offset == 0 ? costs.firstScalar : 1 }
        var table = [[Int]](repeating: [Int](repeating: 0, count: query.count + 1), count: word.count + 1)
        for column in 1...max(1, query.count) where column <= query.count {
            table[0][column] = table[0][column - 1] + edge(column - 1)
        }
        for row in 1...max(1, word.count) where row <= word.count {
            table[row][0] = table[row - 1][0] + edge(row - 1)
            for column in 1...max(1, query.count) where column <= query.count {
                let same = word[row - 1] == query[column - 1]
                var value = min(
                    table[row - 1][column - 1]
                        + (same ? 0 : (row == 1 || column == 1 ? costs.firstScalar : 1)),
                    table[row - 1][column] + edge(row - 1), table[row][column - 1] + edge(column - 1))
                if costs.swapsAdjacent, row > 1, column > 1, !same, word[row - 1] == query[column - 2],
                    word[row - 2] == query[column - 1]
                {
                    value = min(
                        value, table[row - 2][column - 2] + (row == 2 || column == 2 ? costs.firstScalar : 1))
                }
                table[row][column] = value
            }
        }
        return table[word.count][query.count]
    }

    @Test(
        "agrees with the whole table on 3,000 random pairs, whole and as a beginning, for both costs and limits 0–3"
    )
    func agreesWithTheWholeTable() {
        var random = SplitMix64(seed: 7)
        var rows = EditDistance.Rows()
        for _ in 0..<3_000 {
            let query = (0..<Int(random.next() % 7)).map { _ in UInt32(97 + random.next() % 3) }
            let word = (0..<Int(random.next() % 7)).map { _ in UInt32(97 + random.next() % 3) }
            for costs in [EditDistance.Costs.levenshtein, .typo] {
                let expected = Self.fullTable(query, word, costs)
                for limit in 0...3 {
                    let banded = EditDistance.distance(
                        from: query[...], to: word[...], limit: limit, costs: costs, rows: &rows)
                    #expect(banded == (expected <= limit ? expected : nil), "\(query) \(word) \(limit)")
                    let closestBeginning = (0..<word.count).map {
                        Self.fullTable(query, Array(word[...$0]), costs)
                    }
                    .min()
                    let bandedBeginning = EditDistance.prefixDistance(
                        from: query[...], to: word[...], limit: limit, costs: costs, rows: &rows)
                    #expect(
                        bandedBeginning == closestBeginning.flatMap { $0 <= limit ? $0 : nil },
                        "\(query) \(word) \(limit) as a beginning")
                }
            }
        }
    }
}
