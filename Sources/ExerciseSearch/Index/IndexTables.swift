internal import ExerciseCatalog

/// The tables of a search index apart from the exercises themselves: what a snapshot stores.
struct IndexTables: Sendable {
    /// The sorted stems.
    let vocabulary: Vocabulary
    /// Postings of stems (ids below `vocabulary.count`) and synonym groups (ids above).
    let postings: PostingLists
    /// Name words and exact-name keys.
    let names: NameTable
    /// Exercise indices in browse order.
    let browseOrder: [Int32]
    /// Facet values.
    let facets: FacetTable

    /// Tables from their parts.
    init(
        vocabulary: Vocabulary, postings: PostingLists, names: NameTable, browseOrder: [Int32],
        facets: FacetTable
    ) {
        self.vocabulary = vocabulary
        self.postings = postings
        self.names = names
        self.browseOrder = browseOrder
        self.facets = facets
    }

    /// Reads tables written by ``write(to:)`` for `exerciseCount` exercises.
    init(reading reader: inout SnapshotReader, exerciseCount: Int) throws(SnapshotError) {
        vocabulary = try Vocabulary(reading: &reader)
        postings = try PostingLists(
            reading: &reader, termCount: vocabulary.count + SynonymRules.shared.groupCount,
            exerciseCount: exerciseCount)
        names = try NameTable(reading: &reader, exerciseCount: exerciseCount)
        browseOrder = try reader.readIndices(of: Int32.self, below: exerciseCount)
        guard browseOrder.count == exerciseCount, Set(browseOrder).count == exerciseCount else {
            throw SnapshotError("the browse order is not an order of the \(exerciseCount) exercises")
        }
        facets = try FacetTable(reading: &reader, exerciseCount: exerciseCount)
    }

    /// Appends the tables to a snapshot.
    func write(to writer: inout SnapshotWriter) {
        vocabulary.write(to: &writer)
        postings.write(to: &writer)
        names.write(to: &writer)
        writer.write(browseOrder)
        facets.write(to: &writer)
    }
}
