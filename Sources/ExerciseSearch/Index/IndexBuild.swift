internal import ExerciseCatalog

/// Builds the tables of a ``SearchStorage`` from exercises.
enum IndexBuild {
    /// The tables of `exercises`, read in order.
    static func tables(of exercises: [Exercise]) -> IndexTables {
        var indexer = ExerciseIndexer(exerciseCount: exercises.count)
        for (index, exercise) in exercises.enumerated() {
            indexer.add(exercise, at: index)
        }
        indexer.addCaptionNames(of: exercises)
        let (vocabulary, postings) = finish(
            indexer.collector.stems, indexer.collector.postings, nameWordCounts: indexer.names.wordCounts)
        return IndexTables(
            vocabulary: vocabulary, postings: postings, names: indexer.names,
            browseOrder: BrowseOrder.sortedIndices(exercises).map { Int32($0) },
            facets: indexer.facets.build())
    }

    /// Sorts the interned `stems`, drops those without postings and groups `postings`, in order, by
    /// final id.
    private static func finish(
        _ stems: TermTable, _ postings: [TermCollector.RawPosting], nameWordCounts: [UInt8]
    ) -> (Vocabulary, PostingLists) {
        let stemCount = stems.count
        let groupCount = SynonymRules.shared.groupCount
        let stats = termStats(
            postings, stemCount: stemCount, groupCount: groupCount, nameWordCounts: nameWordCounts)
        let kept = Vocabulary.sorted((0..<Int32(stemCount)).filter { stats[Int($0)].count > 0 }, in: stems)
        let vocabulary = Vocabulary(
            table: stems, sortedIDs: kept, isSuggestible: kept.map { stats[Int($0)].isSuggestible },
            isJoinOnly: kept.map { stats[Int($0)].isJoinOnly },
            isCorrectable: kept.map { stats[Int($0)].isCorrectable })
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
        var next = starts
        var entries = [Posting](
            repeating: Posting(exercise: 0, field: 0, position: 0, span: 0, joinSplit: 0),
            count: postings.count)
        for raw in postings {
            let id = Int(finalID[slot(of: raw.term, stemCount: stemCount)])
            entries[Int(next[id])] = raw.posting
            next[id] += 1
        }
        return (vocabulary, PostingLists(starts: starts, entries: entries))
    }

    /// How often each stem (ids `0..<stemCount`) and each synonym group (after them) occurs in
    /// `postings`, and whether each stem is suggestible, correctable and found only in joins (names
    /// have `nameWordCounts` words).
    private static func termStats(
        _ postings: [TermCollector.RawPosting], stemCount: Int, groupCount: Int, nameWordCounts: [UInt8]
    ) -> [TermStats] {
        var stats = [TermStats](
            repeating: TermStats(count: 0, isSuggestible: false, isJoinOnly: true, isCorrectable: false),
            count: stemCount + groupCount)
        let typedOnlyTier = UInt32(SearchField.coachingCues.tier)
        let tiers = MatchTable.tiers
        for raw in postings {
            let slot = slot(of: raw.term, stemCount: stemCount)
            stats[slot].count += 1
            let posting = raw.posting
            if posting.joinSplit == 0 {
                stats[slot].isJoinOnly = false
                if tiers[Int(posting.field)] < typedOnlyTier {
                    stats[slot].isSuggestible = true
                }
                if WordCorrector.isMoveWord(
                    field: posting.field, nameWords: nameWordCounts[Int(posting.exercise)])
                {
                    stats[slot].isCorrectable = true
                }
            }
        }
        return stats
    }

    /// Where `term` (a stem id, or a synonym group when negative) is counted: its stem id, or
    /// `stemCount` plus its group.
    private static func slot(of term: Int32, stemCount: Int) -> Int {
        term >= 0 ? Int(term) : stemCount + Int(-term - 1)
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
    /// True once the term is found as a word of its own in a tag or a short name.
    var isCorrectable: Bool
}
