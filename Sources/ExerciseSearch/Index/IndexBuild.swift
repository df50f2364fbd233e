import ExerciseCatalog

/// Builds the tables of a ``SearchStorage`` from exercises: on the calling thread, or split across two.
///
/// Split at an exercise, each thread reads its exercises into an ``ExerciseIndexer`` of its own. The
/// second thread hands its terms over and sorts the browse order, then takes the first thread's name
/// table and facet values, appends its own and lays out the facet table; meanwhile the first thread
/// interns the second's stems after its own and lays out the vocabulary and the posting lists of
/// both. Merging meets terms, name keys and facet values in the order one thread reading every
/// exercise would, so the tables are the same byte for byte.
enum IndexBuild {
    /// The share of a large catalog, in percent, that the calling thread reads when the build is split:
    /// more than half, because the second thread also sorts the browse order and lays out the facets.
    static let callerSharePercent = 56

    /// The tables of `exercises`, read in order on this thread.
    static func tables(of exercises: [Exercise]) -> IndexTables {
        let indexer = read(exercises, 0..<exercises.count, sizedFor: exercises.count)
        let (vocabulary, postings) = finish(
            indexer.collector.stems, [PostingRun(postings: indexer.collector.postings, stemIDs: nil)])
        return IndexTables(
            vocabulary: vocabulary, postings: postings, names: indexer.names,
            browseOrder: browseOrder(of: exercises), facets: indexer.facets.build())
    }

    /// The tables of `exercises`, those from `split` on read on a second thread.
    static func tables(of exercises: [Exercise], splitAt split: Int) -> IndexTables {
        let laterTerms = ConcurrentResult<TermCollector>()
        let earlierNamesAndFacets = ConcurrentResult<(NameTable, FacetTableBuilder)>()
        let second = ConcurrentResult(concurrently: true) {
            let later = read(exercises, split..<exercises.count, sizedFor: exercises.count - split)
            laterTerms.supply(later.collector)
            // Sorted while the first thread is still reading, rather than after waiting for it.
            let order = browseOrder(of: exercises)
            var (names, facets) = earlierNamesAndFacets.take()
            names.append(later.names)
            facets.append(later.facets)
            return (names: names, facets: facets.build(), browseOrder: order)
        }
        var collector: TermCollector
        // `earlier` ends with this block, so the merge below changes a collector no one else holds.
        do {
            let earlier = read(exercises, 0..<split, sizedFor: exercises.count)
            earlierNamesAndFacets.supply((earlier.names, earlier.facets))
            collector = earlier.collector
        }
        let later = laterTerms.wait()
        let laterStemIDs = collector.internStems(of: later)
        let (vocabulary, postings) = finish(
            collector.stems,
            [
                PostingRun(postings: collector.postings, stemIDs: nil),
                PostingRun(postings: later.postings, stemIDs: laterStemIDs),
            ])
        let rest = second.wait()
        return IndexTables(
            vocabulary: vocabulary, postings: postings, names: rest.names, browseOrder: rest.browseOrder,
            facets: rest.facets)
    }

    /// An indexer that has read the exercises at `range`, sized for `exerciseCount` exercises.
    private static func read(_ exercises: [Exercise], _ range: Range<Int>, sizedFor exerciseCount: Int)
        -> ExerciseIndexer
    {
        var indexer = ExerciseIndexer(exerciseCount: exerciseCount)
        for index in range {
            indexer.add(index, of: exercises)
        }
        return indexer
    }

    /// Exercise indices in browse order.
    private static func browseOrder(of exercises: [Exercise]) -> [Int32] {
        BrowseOrder.sortedIndices(exercises).map { Int32($0) }
    }

    /// Sorts the interned `stems`, drops those without postings and groups the postings of `runs`, in
    /// order, by final id.
    private static func finish(_ stems: TermTable, _ runs: [PostingRun]) -> (Vocabulary, PostingLists) {
        let stemCount = stems.count
        let groupCount = SynonymRules.shared.groupCount
        let stats = termStats(runs, stemCount: stemCount, groupCount: groupCount)
        let kept = Vocabulary.sorted((0..<Int32(stemCount)).filter { stats[Int($0)].count > 0 }, in: stems)
        let vocabulary = Vocabulary(
            table: stems, sortedIDs: kept, isSuggestible: kept.map { stats[Int($0)].isSuggestible },
            isJoinOnly: kept.map { stats[Int($0)].isJoinOnly })
        var starts = [Int32](repeating: 0, count: kept.count + groupCount + 1)
        var finalID = [Int32](repeating: -1, count: stemCount + groupCount)
        for (id, interned) in kept.enumerated() {
            starts[id + 1] = stats[Int(interned)].count
            finalID[Int(interned)] = Int32(id)
        }
        for group in 0..<groupCount {
            starts[kept.count + group + 1] = stats[stemCount + group].count
            finalID[stemCount + group] = Int32(kept.count + group)
        }
        for id in 1..<starts.count {
            starts[id] += starts[id - 1]
        }
        let entries = scatter(runs, stemCount: stemCount, finalID: finalID, starts: starts)
        return (vocabulary, PostingLists(starts: starts, entries: entries))
    }

    /// How often each stem (ids `0..<stemCount`) and each synonym group (after them) occurs in `runs`,
    /// and whether each stem is suggestible and found only in joins.
    private static func termStats(_ runs: [PostingRun], stemCount: Int, groupCount: Int) -> [TermStats] {
        var stats = [TermStats](
            repeating: TermStats(count: 0, isSuggestible: false, isJoinOnly: true),
            count: stemCount + groupCount)
        stats.withUnsafeMutableBufferPointer { stats in
            for run in runs {
                for raw in run.postings {
                    let slot = run.slot(of: raw.term, stemCount: stemCount)
                    stats[slot].count += 1
                    if raw.posting.joinSplit == 0 {
                        stats[slot].isJoinOnly = false
                        if raw.posting.field != SearchField.coachingCues.bit {
                            stats[slot].isSuggestible = true
                        }
                    }
                }
            }
        }
        return stats
    }

    /// The postings of `runs` grouped by final term id (`finalID` of stems `0..<stemCount`, then of
    /// synonym groups), each term's postings starting at its entry of `starts` and kept in order.
    private static func scatter(_ runs: [PostingRun], stemCount: Int, finalID: [Int32], starts: [Int32])
        -> [Posting]
    {
        var next = starts
        let total = runs.reduce(0) { $0 + $1.postings.count }
        return [Posting](unsafeUninitializedCapacity: total) { entries, initialized in
            next.withUnsafeMutableBufferPointer { next in
                for run in runs {
                    for raw in run.postings {
                        let id = Int(finalID[run.slot(of: raw.term, stemCount: stemCount)])
                        (entries.baseAddress! + Int(next[id])).initialize(to: raw.posting)
                        next[id] += 1
                    }
                }
            }
            initialized = total
        }
    }
}

/// Postings collected by one indexer, with the ids its stems have in the merged table.
private struct PostingRun {
    /// The postings, in exercise order.
    var postings: [TermCollector.RawPosting]
    /// The merged id of each of the indexer's stem ids; nil when they are already merged ids.
    var stemIDs: [Int32]?

    /// Where `term` (a stem id of the indexer, or a synonym group when negative) is counted: its merged
    /// stem id, or `stemCount` plus its group.
    @inline(__always)
    func slot(of term: Int32, stemCount: Int) -> Int {
        guard term >= 0 else {
            return stemCount + Int(-term - 1)
        }
        guard let stemIDs else {
            return Int(term)
        }
        return Int(stemIDs[Int(term)])
    }
}

/// What ``IndexBuild`` counts about each term before laying out its postings.
private struct TermStats {
    /// Postings of the term.
    var count: Int32
    /// True once the term is found as a word of its own outside coaching cues.
    var isSuggestible: Bool
    /// True while the term is found only as a join of two words.
    var isJoinOnly: Bool
}
