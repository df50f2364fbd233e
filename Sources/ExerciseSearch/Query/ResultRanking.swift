/// Turns a filled ``MatchTable`` into ranked rows and facet counts.
///
/// An exercise is a result when it matches at least one counted query word and, if it misses some,
/// at least one matched word is found outside the coaching cues: a stray cue mention alone does not
/// bring in an exercise that lacks other words of the query.
enum ResultRanking {
    /// The ranked rows passing `selection`; `counter` counts every exercise matching the query; the
    /// flag tells whether any exercise matched the query before filtering.
    static func rank(
        _ table: MatchTable, plan: QueryPlan, storage: SearchStorage, selection: FilterSelection,
        counter: inout FacetCounter
    ) -> (rows: [ResultRow], matchedQuery: Bool) {
        let exactNames = storage.names.exercises(withKey: plan.exactKey)
        let counted = plan.countedWords
        let wordCount = table.wordCount
        var rows: [ResultRow] = []
        var matchedQuery = false
        for exercise32 in table.touched {
            let exercise = Int(exercise32)
            var missing = 0
            var typos = 0
            var fieldCost = 0
            var matchCost = 0
            var proximity = 0
            var hasStrongMatch = false
            var previousEnd: Int?
            for word in counted {
                let value = table.best[exercise * wordCount + word]
                guard value != MatchTable.unmatched else {
                    missing += 1
                    continue
                }
                let tier = MatchTable.tier(of: value)
                typos += MatchTable.typos(of: value)
                fieldCost += tier
                matchCost += MatchTable.kindCost(of: value)
                hasStrongMatch = hasStrongMatch || tier < SearchField.coachingCues.tier
                if tier == SearchField.name.tier {
                    let positions = MatchTable.namePositions(of: value)
                    if let previousEnd {
                        proximity += abs(positions.lowerBound - previousEnd - 1)
                    }
                    previousEnd = positions.upperBound
                }
            }
            guard missing < counted.count, missing == 0 || hasStrongMatch else {
                continue
            }
            matchedQuery = true
            let failures = selection.failures(of: exercise, in: storage.facets)
            counter.count(exercise, failures: failures, facets: storage.facets)
            guard failures == 0 else {
                continue
            }
            let rank = SearchRank(
                isExactName: exactNames.contains(exercise32), missingWords: missing, typos: typos,
                fieldCost: fieldCost, matchCost: matchCost, proximity: proximity,
                nameLength: Int(storage.names.wordCounts[exercise]),
                browsePosition: Int(storage.browsePositions[exercise]))
            rows.append(
                ResultRow(
                    exercise: exercise32, rank: rank, fields: table.fields[exercise],
                    highlights: table.highlights[exercise]))
        }
        rows.sort { lhs, rhs in
            lhs.rank != rhs.rank
                ? lhs.rank < rhs.rank
                : storage.browsePositions[Int(lhs.exercise)] < storage.browsePositions[Int(rhs.exercise)]
        }
        return (rows, matchedQuery)
    }

    /// Every exercise passing `selection`, in browse order: the answer to an empty query.
    static func browse(
        storage: SearchStorage, selection: FilterSelection, counter: inout FacetCounter
    ) -> [ResultRow] {
        var rows: [ResultRow] = []
        for (position, exercise32) in storage.browseOrder.enumerated() {
            let exercise = Int(exercise32)
            let failures = selection.failures(of: exercise, in: storage.facets)
            counter.count(exercise, failures: failures, facets: storage.facets)
            guard failures == 0 else {
                continue
            }
            let rank = SearchRank(
                isExactName: false, missingWords: 0, typos: 0, fieldCost: 0, matchCost: 0, proximity: 0,
                nameLength: 0, browsePosition: position)
            rows.append(ResultRow(exercise: exercise32, rank: rank, fields: 0, highlights: 0))
        }
        return rows
    }
}
