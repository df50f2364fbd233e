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

    /// The share of a large catalog, in percent, that the calling thread indexes; the second thread
    /// indexes the rest and then sorts the browse order, while the caller goes on to merge and finish.
    static let callerSharePercent = 45

    /// Indexes `exercises`, on two threads when there are many.
    convenience init(exercises: [Exercise]) {
        self.init(
            exercises: exercises,
            splitAt: exercises.count >= Self.concurrentThreshold
                ? exercises.count * Self.callerSharePercent / 100 : nil)
    }

    /// Indexes `exercises`; with a `split`, the exercises from `split` on are indexed on a second
    /// thread, which then sorts the browse order, and the two halves are merged.
    ///
    /// The merge gives the very tables one thread reading every exercise in order would build, byte for
    /// byte (terms, name keys and facet values are met in the same order either way).
    convenience init(exercises: [Exercise], splitAt split: Int?) {
        let ownCount = split ?? exercises.count
        let rest = ConcurrentResult(concurrently: split != nil) {
            var indexer: ExerciseIndexer?
            if ownCount < exercises.count {
                var restIndexer = ExerciseIndexer(exerciseCount: exercises.count - ownCount)
                for index in ownCount..<exercises.count {
                    restIndexer.add(exercises[index], at: index)
                }
                indexer = restIndexer
            }
            return (indexer: indexer, browseOrder: BrowseOrder.sortedIndices(exercises).map { Int32($0) })
        }
        var indexer = ExerciseIndexer(exerciseCount: exercises.count)
        for index in 0..<ownCount {
            indexer.add(exercises[index], at: index)
        }
        let (restIndexer, browseOrder) = rest.wait()
        if let restIndexer {
            indexer.append(restIndexer)
        }
        let (vocabulary, postings) = Self.finish(
            indexer.collector, groupCount: SynonymRules.shared.groupCount)
        self.init(
            exercises: exercises,
            tables: IndexTables(
                vocabulary: vocabulary, postings: postings, names: indexer.names, browseOrder: browseOrder,
                facets: indexer.facets.build()))
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

    /// Sorts the collected stems, drops those without postings and groups postings by final id.
    private static func finish(_ collector: TermCollector, groupCount: Int) -> (Vocabulary, PostingLists) {
        let stemCount = collector.stems.count
        var counts = [Int32](repeating: 0, count: stemCount)
        var groupCounts = [Int32](repeating: 0, count: groupCount)
        var suggestible = [Bool](repeating: false, count: stemCount)
        var joinOnly = [Bool](repeating: true, count: stemCount)
        for raw in collector.postings {
            if raw.term >= 0 {
                counts[Int(raw.term)] += 1
                if raw.posting.joinSplit == 0 {
                    joinOnly[Int(raw.term)] = false
                    if raw.posting.field != SearchField.coachingCues.bit {
                        suggestible[Int(raw.term)] = true
                    }
                }
            } else {
                groupCounts[Int(-raw.term - 1)] += 1
            }
        }
        let kept = Vocabulary.sorted(
            (0..<Int32(stemCount)).filter { counts[Int($0)] > 0 }, in: collector.stems)
        let vocabulary = Vocabulary(
            table: collector.stems, sortedIDs: kept, isSuggestible: kept.map { suggestible[Int($0)] },
            isJoinOnly: kept.map { joinOnly[Int($0)] })
        var starts = [Int32](repeating: 0, count: kept.count + groupCount + 1)
        for (id, interned) in kept.enumerated() {
            starts[id + 1] = counts[Int(interned)]
        }
        for group in 0..<groupCount {
            starts[kept.count + group + 1] = groupCounts[group]
        }
        for id in 1..<starts.count {
            starts[id] += starts[id - 1]
        }
        var finalID = [Int32](repeating: -1, count: stemCount)
        for (id, interned) in kept.enumerated() {
            finalID[Int(interned)] = Int32(id)
        }
        var next = starts
        var entries = [Posting](
            repeating: Posting(exercise: 0, field: 0, position: 0, span: 0, joinSplit: 0),
            count: collector.postings.count)
        for raw in collector.postings {
            let id = raw.term >= 0 ? Int(finalID[Int(raw.term)]) : kept.count + Int(-raw.term - 1)
            entries[Int(next[id])] = raw.posting
            next[id] += 1
        }
        return (vocabulary, PostingLists(starts: starts, entries: entries))
    }
}
