internal import ExerciseCatalog

/// One occurrence of an indexed term in an exercise.
struct Posting: Sendable {
    /// The exercise's index in catalog order.
    var exercise: UInt32
    /// The ``SearchField/bit`` of the field it occurs in.
    var field: UInt8
    /// The word position in the name (0 for the first word); 255 outside the name.
    var position: UInt8
    /// How many name words it covers: 1, 2 for a joined pair, more for a synonym phrase.
    var span: UInt8
    /// For a join of two words, the letters of its first word; 0 otherwise.
    var joinSplit: UInt8
}

/// The postings of every term, stored contiguously by term id (compressed sparse rows).
struct PostingLists: Sendable {
    /// Where each term's postings start in ``entries``; one more element than there are terms.
    let starts: [Int32]
    /// All postings, grouped by term and in exercise order within a term.
    let entries: [Posting]

    /// The positions in ``entries`` of term `id`'s postings.
    func range(of id: Int) -> Range<Int> {
        Int(starts[id])..<Int(starts[id + 1])
    }
}

extension PostingLists {
    /// Appends the postings to a snapshot, one array per posting field, then the starts.
    func write(to writer: inout SnapshotWriter) {
        writer.write(entries.map(\.exercise))
        writer.write(entries.map(\.field))
        writer.write(entries.map(\.position))
        writer.write(entries.map(\.span))
        writer.write(entries.map(\.joinSplit))
        writer.write(starts)
    }

    /// Reads postings written by ``write(to:)`` for `termCount` terms over `exerciseCount` exercises.
    init(reading reader: inout SnapshotReader, termCount: Int, exerciseCount: Int) throws(SnapshotError) {
        let exercises = try reader.readIndices(of: UInt32.self, below: exerciseCount)
        let fields = try reader.readArray(of: UInt8.self)
        let positions = try reader.readArray(of: UInt8.self)
        let spans = try reader.readArray(of: UInt8.self)
        let splits = try reader.readArray(of: UInt8.self)
        guard
            [fields.count, positions.count, spans.count, splits.count].allSatisfy({ $0 == exercises.count })
        else {
            throw SnapshotError("the posting fields differ in length")
        }
        // Search indexes a table by the field and takes one from the span, so both are checked here.
        guard fields.allSatisfy({ Int($0) < SearchField.allCases.count }), !spans.contains(0) else {
            throw SnapshotError("a posting names no search field or spans no word")
        }
        let starts = try reader.readOffsets(count: termCount, total: exercises.count)
        let entries = exercises.indices.map {
            Posting(
                exercise: exercises[$0], field: fields[$0], position: positions[$0], span: spans[$0],
                joinSplit: splits[$0])
        }
        self.init(starts: starts, entries: entries)
    }
}
