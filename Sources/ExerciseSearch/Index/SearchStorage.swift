internal import ExerciseCatalog

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
    /// The stem of the last word of every muscle tag ("glute", "back", "thigh"): the muscles a request
    /// for a limb may name beside it ("legs and glutes", ``LimbWords``).
    let muscleTagHeads: Set<String>

    /// Indexes `exercises`.
    convenience init(exercises: [Exercise]) {
        self.init(exercises: exercises, tables: IndexBuild.tables(of: exercises))
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
        muscleTagHeads = Set(
            tables.facets.column(.muscleGroup).values.compactMap { tag in
                SearchText.stems(in: tag).last
            })
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
