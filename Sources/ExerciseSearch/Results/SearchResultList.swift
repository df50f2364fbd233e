internal import ExerciseCatalog

/// The ranked results of a search, expanded into ``SearchResult`` values only when accessed.
public struct SearchResultList: RandomAccessCollection, Sendable {
    /// The index the results were found in.
    let storage: SearchStorage
    /// The compact rows, best first.
    let rows: [RankedExercise]

    /// The first position, 0.
    public var startIndex: Int {
        0
    }

    /// The position after the last result.
    public var endIndex: Int {
        rows.count
    }

    /// The result at `position`.
    public subscript(position: Int) -> SearchResult {
        let row = rows[position]
        let exercise = Int(row.exercise)
        var highlights: [Range<Int>] = []
        var bits = row.highlights
        while bits != 0 {
            let word = bits.trailingZeroBitCount
            bits &= bits - 1
            if let range = storage.names.characterRange(ofWord: word, inNameOf: exercise) {
                highlights.append(range)
            }
        }
        return SearchResult(
            exercise: storage.exercises[exercise], rank: row.rank,
            matchedFields: SearchField.fields(in: row.fields),
            nameHighlights: highlights, words: row.words)
    }
}
