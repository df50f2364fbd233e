import ExerciseCatalog

/// Everything a ``SearchIndex`` precomputes, immutable once built and shared by every search.
final class SearchStorage: Sendable {
    /// The exercises in catalog order; postings refer to them by index.
    let exercises: [Exercise]
    /// The sorted stems.
    let vocabulary: Vocabulary
    /// Postings of stems (ids below `vocabulary.count`) and synonym groups (ids above).
    let postings: PostingLists
    /// Name words and exact-name keys.
    let names: NameTable
    /// Each exercise's position in browse order.
    let browsePositions: [Int32]
    /// Exercise indices in browse order.
    let browseOrder: [Int32]
    /// Facet values.
    let facets: FacetTable

    /// Catalogs at least this large are worth a second thread: they are indexed on two (see
    /// ``init(exercises:splitAt:)``), and their snapshot is read on two.
    static let concurrentThreshold = 256

    /// Indexes `exercises`, on two threads when there are many.
    convenience init(exercises: [Exercise]) {
        self.init(
            exercises: exercises,
            splitAt: exercises.count >= Self.concurrentThreshold
                ? exercises.count * IndexBuild.callerSharePercent / 100 : nil)
    }

    /// Indexes `exercises`; with a `split`, the exercises from `split` on are read on a second thread
    /// (see ``IndexBuild``), which gives the very same tables.
    convenience init(exercises: [Exercise], splitAt split: Int?) {
        self.init(
            exercises: exercises,
            tables: split.map { IndexBuild.tables(of: exercises, splitAt: $0) }
                ?? IndexBuild.tables(of: exercises))
    }

    /// Storage over `exercises` and their `tables` (built, or read from a snapshot).
    init(exercises: [Exercise], tables: IndexTables) {
        self.exercises = exercises
        vocabulary = tables.vocabulary
        postings = tables.postings
        names = tables.names
        browseOrder = tables.browseOrder
        var positions = [Int32](repeating: 0, count: exercises.count)
        for (position, exercise) in browseOrder.enumerated() {
            positions[Int(exercise)] = Int32(position)
        }
        browsePositions = positions
        facets = tables.facets
    }

    /// The tables apart from the exercises, as a snapshot stores them.
    var tables: IndexTables {
        IndexTables(
            vocabulary: vocabulary, postings: postings, names: names, browseOrder: browseOrder, facets: facets
        )
    }

    /// The id of synonym group `group`, or nil when no exercise contains any of its terms.
    func conceptID(ofGroup group: Int) -> Int? {
        let id = vocabulary.count + group
        return postings.range(of: id).isEmpty ? nil : id
    }
}
